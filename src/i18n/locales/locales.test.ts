import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../engine/i18n/languages';
import { LAZY_NAMESPACES, NAMESPACES } from './index';
import type { LocaleStrings, StringTree } from './locale-strings';

// Every locale file of this folder and the explorer's, by file name: a new file is checked without being listed here.
const MODULES = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./index.ts', '!./locale-strings.ts', '../explorer-strings.ts'], { eager: true });
const FILES: Record<string, LocaleStrings> = Object.fromEntries(
  Object.entries(MODULES).map(([path, module]) => {
    const [strings, ...more] = Object.values(module);
    if (!strings || more.length) throw new Error(`${path} should export its strings and nothing else`);
    return [path.replace(/^.*\//, '').replace(/\.ts$/, ''), strings as LocaleStrings];
  }),
);

function keysOf(tree: StringTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`))).sort();
}

function textsOf(tree: StringTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : textsOf(value, `${prefix}${key}.`)));
}

// A placeholder's first letter is the language's to write: {{Deal}} and {{deal}} are the same word, capitalised or not
// (src/i18n/office-words.ts), and Spanish writes 'Actualización de {{deal}}' where English starts with '{{Deal}} update'.
function placeholdersOf(tree: StringTree): Record<string, string[]> {
  return Object.fromEntries(textsOf(tree).map(([key, text]) => [key, [...text.matchAll(/\{\{(\w)(\w*)\}\}/g)].map((match) => `${match[1]!.toLowerCase()}${match[2]!}`).sort()]));
}

describe('the locale files', () => {
  it('are found (the scan itself), the explorer’s among them', () => {
    expect(Object.keys(FILES)).toEqual(expect.arrayContaining(['common', 'shell', 'auth', 'public', 'clients', 'admin', 'profile', 'explorer-strings']));
  });

  it('hold every namespace the app loads, eager and lazy', async () => {
    const checked = new Set(Object.values(FILES));
    const unchecked = Object.entries(NAMESPACES).filter(([, strings]) => !checked.has(strings)).map(([namespace]) => namespace);
    for (const [namespace, load] of Object.entries(LAZY_NAMESPACES)) if (!checked.has(await load())) unchecked.push(namespace);
    expect(unchecked).toEqual([]);
  });

  for (const [file, strings] of Object.entries(FILES)) {
    for (const language of LANGUAGES) {
      it(`${file} (${language}): has exactly the Hebrew keys`, () => {
        const tree = strings[language];
        expect(tree, `${file} has no ${language}`).toBeDefined();
        expect(keysOf(tree!)).toEqual(keysOf(strings.he));
      });

      it(`${file} (${language}): every text names the Hebrew one’s placeholders`, () => {
        expect(placeholdersOf(strings[language] ?? {})).toEqual(placeholdersOf(strings.he));
      });

      it(`${file} (${language}): no text is empty`, () => {
        expect(textsOf(strings[language] ?? {}).filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
      });
    }
  }
});
