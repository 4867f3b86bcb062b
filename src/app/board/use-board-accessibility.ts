import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { boardAnnouncements, boardInstructions } from './board-announcements';

/** dnd-kit's `accessibility` for a board, in the current language: the live region's words and the keyboard instructions. */
export function useBoardAccessibility() {
  // `t` is a new function when the language changes, so the words follow it.
  const { t } = useTranslation('board');
  return useMemo(() => {
    const translate = (key: string, values: Record<string, string>) => t(key, values);
    return { announcements: boardAnnouncements(translate), screenReaderInstructions: boardInstructions(translate) };
  }, [t]);
}
