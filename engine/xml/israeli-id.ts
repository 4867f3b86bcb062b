/**
 * Whether an Israeli ID number's check digit is right (domain notes B4, the clearing house's error 100): up to nine
 * digits, left-padded with zeros to nine, weighted 1,2,1,2…, the digits of each product summed, the total divisible by 10.
 * "000000018" and "123456782" pass, "123456789" fails; anything but digits fails.
 */
export function isValidIsraeliId(value: string): boolean {
  const digits = value.trim();
  if (!/^\d{1,9}$/.test(digits)) return false;
  const padded = digits.padStart(9, '0');
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    const product = Number(padded[index]) * ((index % 2) + 1);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

/** An ID number in its nine-digit form ("18" → "000000018"), or as written (trimmed) when it is not digits. */
export function normalizeIsraeliId(value: string): string {
  const digits = value.trim();
  return /^\d{1,9}$/.test(digits) ? digits.padStart(9, '0') : digits;
}
