import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../engine/i18n/languages';
import { loadOfficeTypeCatalog } from '../../server/office-types/read-office-types';

// Every catalogue of server texts: the shared messages and each module's.
const catalogues = import.meta.glob<Record<string, unknown>>(['../../server/i18n/messages.ts', '../../server/**/*.messages.ts'], { eager: true });

/** The nouns an office may rename (its clients and its professionals), as every shipped office type words them. */
const RENAMED_KEYS = ['client', 'clients', 'professional', 'professionals'] as const;

type Texts = Partial<Record<Language, string>>;
const isTexts = (value: unknown): value is Texts =>
  value !== null && typeof value === 'object' && Object.keys(value).length > 0 && Object.entries(value).every(([key, text]) => (LANGUAGES as readonly string[]).includes(key) && typeof text === 'string');

/** Every text of the server's catalogues, by where it is: `file › export › code`. */
function serverTexts(): [string, Texts][] {
  const found: [string, Texts][] = [];
  for (const [file, exports] of Object.entries(catalogues)) {
    for (const [name, value] of Object.entries(exports)) {
      if (value === null || typeof value !== 'object') continue;
      for (const [code, texts] of Object.entries(value as Record<string, unknown>)) if (isTexts(texts)) found.push([`${file.replace('../../', '')} › ${name} › ${code}`, texts]);
    }
  }
  return found;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Issue 18, item 4: a medical office never reads "client created". A server text that names a noun an office may
// rename writes it as a placeholder ({{client}}, {{Clients}}), which the office-words plugin fills with the
// office's own word in each language.
describe('the server’s texts', () => {
  it('name the nouns an office may rename only through placeholders, in every language', () => {
    const catalog = loadOfficeTypeCatalog();
    const nouns = new Map<Language, Set<string>>(LANGUAGES.map((language) => [language, new Set<string>()]));
    for (const id of catalog.ids()) {
      const terminology = catalog.get(id)!.terminology as unknown as Partial<Record<Language, Record<string, unknown>>>;
      for (const language of LANGUAGES) {
        for (const key of RENAMED_KEYS) {
          const word = terminology[language]?.[key];
          if (typeof word === 'string') nouns.get(language)!.add(word.toLocaleLowerCase(language));
        }
      }
    }
    const texts = serverTexts();
    expect(texts.length, 'no server text found: the scan would prove nothing').toBeGreaterThan(200);
    const literal: string[] = [];
    for (const [where, text] of texts) {
      for (const [language, value] of Object.entries(text) as [Language, string][]) {
        const bare = value.replace(/\{\{\w+\}\}/g, ' ').toLocaleLowerCase(language);
        // In Hebrew a noun may follow the one-letter prefixes ה, ו, ל, ב, מ, ש, כ.
        const prefix = language === 'he' ? '[הולבמשכ]{0,2}' : '';
        const hit = [...nouns.get(language)!].find((noun) => new RegExp(`(^|[^\\p{L}])${prefix}${escape(noun)}($|[^\\p{L}])`, 'u').test(bare));
        if (hit) literal.push(`${where} (${language}): "${value}" names "${hit}"`);
      }
    }
    expect(literal).toEqual([]);
  });
});
