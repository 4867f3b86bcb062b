import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOffice } from '../../app/office/office-context';
import { useTerm } from '../../app/office/use-term';
import { fillTerms } from './fill-terms';
import { useLanguage } from './use-language';

/** Fills content texts with the office's vocabulary, or with general words while no office is known. */
export function useFillTerms(): (text: string) => string {
  const term = useTerm();
  const { terminology } = useOffice();
  const { t, i18n } = useTranslation('public');
  const language = useLanguage();
  return useCallback(
    (text: string) =>
      fillTerms(
        text,
        (key) => {
          if (terminology && i18n.exists(key, { ns: terminology.namespace })) return term(key);
          return i18n.exists(`fallbackTerms.${key}`, { ns: 'public' }) ? t(`fallbackTerms.${key}`) : undefined;
        },
        language,
      ),
    [i18n, language, t, term, terminology],
  );
}
