import type { i18n as I18n } from 'i18next';
import type { TerminologyResources } from '../../../engine/terminology/terminology';

/** Puts an office's vocabulary into i18next as its `<type>-terminology` namespace, in every language it has. */
export function registerTerminology(i18n: I18n, terminology: TerminologyResources): void {
  for (const [language, terms] of Object.entries(terminology.resources)) {
    if (terms && !i18n.hasResourceBundle(language, terminology.namespace)) i18n.addResourceBundle(language, terminology.namespace, terms, true, true);
  }
}
