import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './choose-language';

describe('chooseLanguage (decision 3)', () => {
  it('keeps a stored choice', () => {
    expect(chooseLanguage({ stored: 'en', browserLanguages: ['he-IL'] })).toBe('en');
  });

  it('reads the browser language: he or iw is Hebrew, en is English', () => {
    expect(chooseLanguage({ browserLanguages: ['iw'] })).toBe('he');
    expect(chooseLanguage({ browserLanguages: ['fr-FR', 'en-GB'] })).toBe('en');
  });

  it('then the time zone, then Hebrew', () => {
    expect(chooseLanguage({ browserLanguages: ['fr'], timeZone: 'Asia/Jerusalem' })).toBe('he');
    expect(chooseLanguage({ browserLanguages: ['fr'], timeZone: 'Europe/Paris' })).toBe('he');
    expect(chooseLanguage({ stored: 'klingon' })).toBe('he');
  });
});
