import { describe, expect, it } from 'vitest';
import { offeredLanguages } from './offered-languages';

describe('offeredLanguages', () => {
  it('offers Hebrew and English always, and Spanish only where the office lists it', () => {
    expect(offeredLanguages({ languages: ['he', 'en'] })).toEqual(['he', 'en']);
    expect(offeredLanguages({ languages: ['he'] })).toEqual(['he', 'en']);
    expect(offeredLanguages({ languages: ['es', 'he', 'en'] })).toEqual(['he', 'en', 'es']);
    expect(offeredLanguages(undefined)).toEqual(['he', 'en']);
  });
});
