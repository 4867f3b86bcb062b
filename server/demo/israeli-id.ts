import type { DemoRandom } from './demo-random';

/**
 * The check digit completing eight digits to an Israeli ID number (spec 2 §5): digits weighted 1, 2, 1, 2…,
 * products above 9 reduced to their digit sum, and the total with the check digit a multiple of 10.
 */
export function israeliIdCheckDigit(firstEight: string): number {
  let total = 0;
  for (let index = 0; index < firstEight.length; index += 1) {
    const product = Number(firstEight[index]) * (index % 2 === 0 ? 1 : 2);
    total += product > 9 ? product - 9 : product;
  }
  return (10 - (total % 10)) % 10;
}

/** A valid ID number not yet in `taken` (which it joins): eight random digits and their check digit. */
export function demoIsraeliId(random: DemoRandom, taken: Set<string>): string {
  for (;;) {
    // Issued numbers start with 0 to 3 (older ones are zero-padded).
    const firstEight = `${random.int(0, 3)}${random.digits(7)}`;
    const id = `${firstEight}${israeliIdCheckDigit(firstEight)}`;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}
