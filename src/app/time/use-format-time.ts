import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, type TimeStyle } from './format-time';
import { useTimeZone } from './use-time-zone';

/** Writes a moment in the current language and the user's time zone (formatTime); empty for no value. */
export function useFormatTime(): (value: string | Date | null | undefined, style?: TimeStyle) => string {
  const { i18n } = useTranslation();
  const timeZone = useTimeZone();
  const language = i18n.language;
  return useCallback((value, style) => (value === null || value === undefined || value === '' ? '' : formatTime(value, { language, timeZone, style })), [language, timeZone]);
}
