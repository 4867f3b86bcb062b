import { describe, expect, it } from 'vitest';
import { isIsraeliId } from './israeli-id';

describe('isIsraeliId', () => {
  // Worked by hand: 0·1+3·2+9·1+3·2+3·1+7·2(=14→5)+4·1+2·2+3·1 = 0+6+9+6+3+5+4+4+3 = 40.
  it.each(['000000018', '123456782', '039337423'])('accepts %s, whose check digit is right', (id) => {
    expect(isIsraeliId(id)).toBe(true);
  });

  it.each([
    ['123456789', 'a wrong check digit'],
    ['039337424', 'the last digit one off'],
    ['12345678', '8 digits'],
    ['0123456782', '10 digits'],
    ['12345678a', 'a letter'],
    [' 12345678', 'a space'],
    ['12345-782', 'a hyphen'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (id) => {
    expect(isIsraeliId(id)).toBe(false);
  });

  it('reduces a product above 9 to its digit sum (9·2 = 18 counts 9)', () => {
    // 0·1+…+9·2 at the 8th digit = 9, then the check digit 1: 10. Summing 18 as is would give 19.
    expect(isIsraeliId('000000091')).toBe(true);
    expect(isIsraeliId('000000090')).toBe(false);
  });
});
