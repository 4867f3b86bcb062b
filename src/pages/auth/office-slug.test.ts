import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugFromName } from './office-slug';

describe('the office address suggested by its name', () => {
  it('keeps Latin letters and digits, one hyphen between words', () => {
    expect(slugFromName('Cohen & Levi, Law Office 2')).toBe('cohen-levi-law-office-2');
    expect(slugFromName('  Café Zürich  ')).toBe('cafe-zurich');
  });

  it('suggests nothing for a name without Latin letters, and only the Latin part of a mixed one', () => {
    expect(slugFromName('משרד עורכי דין')).toBe('');
    expect(slugFromName('משרד Cohen')).toBe('cohen');
  });

  it('always suggests an address the server accepts', () => {
    for (const name of ['A', 'x'.repeat(80), `${'ab-'.repeat(30)}z`, 'Law--Office--', '123']) {
      const slug = slugFromName(name);
      expect(SLUG_PATTERN.test(slug), slug).toBe(true);
    }
  });
});
