// The first strong letter decides a paragraph's direction (Unicode Bidirectional Algorithm, rules P2–P3).
const FIRST_STRONG = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/** Whether a text reads right to left: its first strong letter is Hebrew or Arabic. */
export function isRightToLeft(text: string): boolean {
  const first = FIRST_STRONG.exec(text)?.[0];
  return first !== undefined && RIGHT_TO_LEFT.test(first);
}
