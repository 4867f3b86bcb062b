import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './choose-language';

describe('chooseLanguage (decision 3)', () => {
  it('keeps a stored choice', () => {
    expect(chooseLanguage({ stored: 'en', browserLanguages: ['he-IL'] })).toBe('en');
  });

  it('reads the browser language: he or iw is Hebrew, en is English, es is Spanish', () => {
    expect(chooseLanguage({ browserLanguages: ['iw'] })).toBe('he');
    expect(chooseLanguage({ browserLanguages: ['fr-FR', 'en-GB'] })).toBe('en');
    expect(chooseLanguage({ browserLanguages: ['es-AR'] })).toBe('es');
  });

  it('then Hebrew', () => {
    expect(chooseLanguage({ browserLanguages: ['fr'] })).toBe('he');
    expect(chooseLanguage({})).toBe('he');
    expect(chooseLanguage({ stored: 'klingon' })).toBe('he');
  });
});
