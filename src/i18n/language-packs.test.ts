import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../engine/i18n/languages';
import type { LanguagePack } from './language-pack';
import { languagePack, loadLanguagePack, onLanguagePackAdded } from './language-packs';
import { englishPack } from './packs/en';
import { hebrewPack } from './packs/he';
import { NAMESPACES } from './locales';

describe('the language packs', () => {
  it('have Hebrew from the start, and load another language once, telling the listeners', async () => {
    expect(languagePack('he')).toBe(hebrewPack);
    expect(languagePack('en')).toBeUndefined();
    const added: string[] = [];
    const stop = onLanguagePackAdded((pack) => added.push(pack.language));
    const [first, second] = await Promise.all([loadLanguagePack('en'), loadLanguagePack('en')]);
    stop();
    expect(first).toBe(englishPack);
    expect(second).toBe(englishPack);
    expect(languagePack('en')).toBe(englishPack);
    expect(added).toEqual(['en']);
  });

  it('carry each namespace every page may need in every language', async () => {
    for (const language of LANGUAGES) {
      const pack = await loadLanguagePack(language);
      for (const [namespace, strings] of Object.entries(NAMESPACES)) expect(pack.strings[namespace], `${language} ${namespace}`).toBe(strings[language]);
    }
    expect(hebrewPack.strings.shell).toBe(NAMESPACES.shell.he);
    expect(englishPack.strings.shell).toBe(NAMESPACES.shell.en);
  });

  it('are one per language in packs/, all carrying the same namespaces', () => {
    const packs = Object.values(import.meta.glob<Record<string, LanguagePack>>('./packs/*.ts', { eager: true })).flatMap((module) => Object.values(module));
    expect(packs.map((pack) => pack.language).sort()).toEqual([...LANGUAGES].sort());
    for (const pack of packs) expect(Object.keys(pack.strings).sort(), pack.language).toEqual(Object.keys(NAMESPACES).sort());
  });
});
