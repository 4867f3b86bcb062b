import { describe, expect, it } from 'vitest';
import { isValidIsraeliId, normalizeIsraeliId } from './israeli-id';

describe('the Israeli ID check digit', () => {
  it('passes the notes’ valid numbers, with or without their leading zeros', () => {
    for (const id of ['000000018', '18', '123456782', ' 123456782 ', '000000000']) expect(isValidIsraeliId(id), id).toBe(true);
  });

  it('fails a wrong check digit, letters, too many digits and an empty value', () => {
    for (const id of ['123456789', '000000019', '12345678a', '1234567820', '', '-18']) expect(isValidIsraeliId(id), id).toBe(false);
  });

  it('writes an ID in nine digits', () => {
    expect(normalizeIsraeliId('18')).toBe('000000018');
    expect(normalizeIsraeliId(' 123456782')).toBe('123456782');
    expect(normalizeIsraeliId('AB123')).toBe('AB123');
  });
});
