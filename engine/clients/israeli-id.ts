/**
 * Whether a text is a valid Israeli ID number (spec 2 §5): exactly 9 digits whose digits, weighted 1, 2, 1, 2…,
 * with any product above 9 reduced to the sum of its digits, add up to a multiple of 10.
 */
export function isIsraeliId(value: string): boolean {
  if (!/^[0-9]{9}$/.test(value)) return false;
  let total = 0;
  for (let index = 0; index < 9; index += 1) {
    const product = Number(value[index]) * (index % 2 === 0 ? 1 : 2);
    // A product is at most 18, so its digit sum is the product less 9.
    total += product > 9 ? product - 9 : product;
  }
  return total % 10 === 0;
}
