import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../engine/i18n/languages';
import { resolveLabel } from '../../../engine/terminology/terminology';
import type { Language, LocalizedText } from '../../../engine';
import { useOffice } from './office-context';

/** A word of the office's vocabulary (client, clients, professional…) in the current language: `term('clients')`. */
export function useTerm(): (key: string) => string {
  const { terminology } = useOffice();
  const namespace = terminology?.namespace ?? 'common';
  const { t } = useTranslation(namespace);
  return useCallback((key: string) => t(key, { ns: namespace }), [namespace, t]);
}

/** The text of a label that is a vocabulary key (term.clients) or a localized text, in the current language. */
export function useLabel(): (label: { label?: LocalizedText | { readonly [key in Language]?: string }; labelKey?: string }) => string {
  const { office } = useOffice();
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'he';
  return useCallback((label) => resolveLabel(office ?? { terminology: {} as never }, label, language), [language, office]);
}
