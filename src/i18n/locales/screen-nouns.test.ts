import { describe, expect, it } from 'vitest';
import type { Language } from '../../../engine/i18n/languages';
import { SHARED_WORDS } from '../../../engine/terminology/shared-words';
import { TERM_KEYS } from '../../../engine/terminology/terminology';
import { loadOfficeTypeCatalog } from '../../../server/office-types/read-office-types';
import { clientsStrings } from './clients';
import { opportunitiesStrings } from './opportunities';
import type { LocaleStrings } from './locale-strings';

// The screens whose texts are checked so far: the client and lead screens and the deal screens (issue 16, item 8).
const SCREENS: Record<string, LocaleStrings> = { clients: clientsStrings, opportunities: opportunitiesStrings };

/**
 * Texts that hold a noun's word without naming the office's thing. Each says why.
 * - A note's kind "meeting" (פגישה) says how the contact took place; it is not the office's appointments (a clinic's
 *   תור), which have their own screens.
 */
const ALLOWED = new Set(['clients he notes.types.meeting']);

const catalog = loadOfficeTypeCatalog();
const generic = catalog.get('generic')!;
const LANGUAGES: Language[] = ['he', 'en'];

/** The nouns every office names in a language: the generic office's standard nouns and the words all offices share. */
function nouns(language: Language): string[] {
  const terms = (generic.terminology[language] ?? {}) as unknown as Record<string, unknown>;
  const standard = TERM_KEYS.slice(0, 8).map((key) => terms[key]).filter((word): word is string => typeof word === 'string');
  return [...new Set([...standard, ...Object.values(SHARED_WORDS).map((words) => words[language])])];
}

/** Whether a text holds a word as a word (in Hebrew also behind the one-letter prefixes ה, ו, ל, ב, מ, ש, כ). */
function holdsWord(text: string, word: string, language: Language): boolean {
  const escaped = word.toLocaleLowerCase(language).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const prefix = language === 'he' ? '[הולבמשכ]{0,2}' : '';
  return new RegExp(`(^|[^\\p{L}])${prefix}${escaped}($|[^\\p{L}])`, 'u').test(text.toLocaleLowerCase(language));
}

function* texts(tree: unknown, path: string): Generator<{ path: string; text: string }> {
  if (typeof tree === 'string') yield { path, text: tree };
  else if (tree && typeof tree === 'object') for (const [key, child] of Object.entries(tree)) yield* texts(child, path ? `${path}.${key}` : key);
}

describe('the screens’ texts', () => {
  it('name the office’s nouns only through its vocabulary ({{clients}}, {{Leads}}…), in Hebrew and English', () => {
    const literal: string[] = [];
    for (const [namespace, strings] of Object.entries(SCREENS)) {
      for (const language of LANGUAGES) {
        for (const { path, text } of texts(strings[language], '')) {
          if (ALLOWED.has(`${namespace} ${language} ${path}`)) continue;
          const words = text.replace(/\{\{\w+\}\}/g, ' ');
          const named = nouns(language).filter((noun) => holdsWord(words, noun, language));
          if (named.length) literal.push(`${namespace}:${path} (${language}) "${text}" names ${named.join(', ')}: write {{term}} instead`);
        }
      }
    }
    expect(literal).toEqual([]);
  });

  it('find a literal noun (the scan itself)', () => {
    expect(holdsWord('אין עדיין מסמכים', 'מסמכים', 'he')).toBe(true);
    expect(holdsWord('למחוק את המסמך?', 'מסמך', 'he')).toBe(true);
    expect(holdsWord('No deals yet', 'Deals', 'en')).toBe(true);
    expect(holdsWord('A well-documented form', 'Document', 'en')).toBe(false);
  });
});
