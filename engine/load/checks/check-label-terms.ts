import type { Terms } from '../../generated/config-types';
import { TERM_KEY_PREFIX } from '../../terminology/terminology';
import { pointer } from '../load-error';
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
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, pointer(path, index)));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      if (SKIPPED_KEYS.has(key)) continue;
      const at = pointer(path, key);
      if (key === 'labelKey' && typeof child === 'string') {
        const term = child.startsWith(TERM_KEY_PREFIX) ? child.slice(TERM_KEY_PREFIX.length) : undefined;
        if (term === undefined) context.report(at, `"${child}" is not a vocabulary key: a labelKey is term. followed by a term, such as term.clients`);
        else if (!standardKeys.has(term) && !customKeys.has(term)) {
          context.report(at, `"${child}" names no term of the office's vocabulary; use a standard term (clients, documents…) or one of its customTerms`);
        }
      } else walk(child, at);
    }
  };
  walk(context.office, '/');
};
