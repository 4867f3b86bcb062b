import type { Terms } from '../../generated/config-types';
import { TERM_KEY_PREFIX } from '../../terminology/terminology';
import { forEachStringAtKey } from './strings-at-key';
import type { OfficeTypeCheck } from './check-context';

// A form's embedded JSON Schema and the vocabulary itself hold no label keys.
const SKIPPED_KEYS = new Set(['schema', 'uiSchema', 'terminology']);

/**
 * Every labelKey names a word of the office's vocabulary (term.clients, or term.<a customTerm>), and every custom
 * term is written in every language the office offers.
 */
export const checkLabelTerms: OfficeTypeCheck = (context) => {
  const { terminology } = context.office;
  const vocabularies = Object.entries(terminology) as [string, Terms | undefined][];
  const customKeys = new Set(vocabularies.flatMap(([, terms]) => Object.keys(terms?.customTerms ?? {})));
  const standardKeys = new Set(vocabularies.flatMap(([, terms]) => Object.keys(terms ?? {}).filter((key) => key !== 'customTerms')));
  for (const language of context.languages) {
    const terms = terminology[language];
    if (!terms) continue; // check-languages.ts reports the missing vocabulary
    for (const key of customKeys) {
      if (terms.customTerms?.[key] === undefined) context.report(`/terminology/${language}/customTerms`, `the custom term "${key}" has no "${language}" word, and the office offers ${language}`);
    }
  }
  forEachStringAtKey(context.office, 'labelKey', SKIPPED_KEYS, (labelKey, at) => {
    const term = labelKey.startsWith(TERM_KEY_PREFIX) ? labelKey.slice(TERM_KEY_PREFIX.length) : undefined;
    if (term === undefined) context.report(at, `"${labelKey}" is not a vocabulary key: a labelKey is term. followed by a term, such as term.clients`);
    else if (!standardKeys.has(term) && !customKeys.has(term)) {
      context.report(at, `"${labelKey}" names no term of the office's vocabulary; use a standard term (clients, documents…) or one of its customTerms`);
    }
  });
};
