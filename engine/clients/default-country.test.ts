import { describe, expect, it } from 'vitest';
import { defaultCountryName } from './default-country';

describe('defaultCountryName', () => {
  it('names the default country in the reader’s language', () => {
    expect(defaultCountryName('he')).toBe('ישראל');
    expect(defaultCountryName('en')).toBe('Israel');
    expect(defaultCountryName('not a language!')).toBe('Israel');
  });
});
