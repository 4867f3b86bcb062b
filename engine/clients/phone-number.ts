/** What is wrong with a phone number: not a number of any accepted pattern, or too few digits to be one. */
export type PhoneFinding = 'phone-il' | 'phone-too-short';

// The patterns of spec 2 §5: mobile, landline, international.
const PHONE_PATTERNS = [/^05[0-9]{8}$/, /^0[2-9][0-9]{7}$/, /^\+[0-9]{10,15}$/];

// The shortest accepted number, a landline, has 9 digits.
const SHORTEST = 9;

// Separators people type between digits; the clean-up before saving removes them.
const SEPARATORS = /[\s\-.()]/g;

/**
 * What is wrong with a phone number, or undefined when it is fine: empty, or (separators aside) 05 and 8 digits,
 * 0, a digit 2 to 9 and 7 digits, or + and 10 to 15 digits.
 */
export function phoneFinding(value: string): PhoneFinding | undefined {
  const compact = value.replace(SEPARATORS, '');
  if (compact === '' || PHONE_PATTERNS.some((pattern) => pattern.test(compact))) return undefined;
  return /^\+?[0-9]+$/.test(compact) && compact.replace('+', '').length < SHORTEST ? 'phone-too-short' : 'phone-il';
}
