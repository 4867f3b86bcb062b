import { describe, expect, it } from 'vitest';
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

  it('carry each namespace every page may need in every language it is written in', async () => {
    const spanish = await loadLanguagePack('es');
    for (const [namespace, strings] of Object.entries(NAMESPACES)) {
      expect(hebrewPack.strings[namespace]).toBe(strings.he);
      expect(englishPack.strings[namespace]).toBe(strings.en);
      expect(spanish.strings[namespace]).toBe((strings as { es?: unknown }).es);
    }
  });
});
