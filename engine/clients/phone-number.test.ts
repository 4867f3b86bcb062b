import { describe, expect, it } from 'vitest';
import { phoneFinding } from './phone-number';

describe('phoneFinding', () => {
  it.each([
    ['0501234567', 'mobile: 05 and 8 digits'],
    ['0549876543', 'another mobile'],
    ['021234567', 'landline: 0, 2 and 7 digits'],
    ['031234567', 'landline: 0, 3 and 7 digits'],
    ['091234567', 'landline: 0, 9 and 7 digits'],
    ['+1234567890', 'international: + and 10 digits'],
    ['+972501234567', 'international: + and 12 digits'],
    ['+123456789012345', 'international: + and 15 digits'],
    ['050-123-4567', 'a mobile with hyphens'],
    ['(03) 123 4567', 'a landline with brackets and spaces'],
    ['+972 50.123.4567', 'an international number with spaces and dots'],
    ['', 'empty'],
  ])('accepts %s (%s)', (phone) => {
    expect(phoneFinding(phone)).toBeUndefined();
  });

  it.each([
    ['05012345678', '05 and 9 digits'],
    ['011234567', 'landline starting 01'],
    ['0212345678', 'landline with 8 digits after the area code'],
    ['1234567890', 'no leading 0 or +'],
    ['+1234567890123456', '+ and 16 digits'],
    ['050123456a', 'a letter'],
    ['972501234567+', 'the + at the end'],
    ['phone', 'no digits at all'],
  ])('refuses %s (%s) as invalid', (phone) => {
    expect(phoneFinding(phone)).toBe('phone-il');
  });

  it.each([
    ['050123', '6 digits'],
    ['02123456', '8 digits'],
    ['+12345678', '+ and 8 digits'],
  ])('refuses %s (%s) as too short', (phone) => {
    expect(phoneFinding(phone)).toBe('phone-too-short');
  });

  it('takes + and 9 digits as not international: an international number has 10 to 15', () => {
    expect(phoneFinding('+123456789')).toBe('phone-il');
  });
});
