const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A code-like fragment of a text (a colour code, rgb(), a file extension, an address) isolated left to right, so
 * the Hebrew around it does not turn its brackets and signs around ("או ()rgb"). Unicode's isolate rather than
 * markup: the text stays a string, so it reads the same in tooltips, placeholders and attributes.
 */
export function ltr(fragment: string): string {
  return `${LEFT_TO_RIGHT_ISOLATE}${fragment}${POP_DIRECTIONAL_ISOLATE}`;
}

/** A text without its left-to-right isolated fragments: what is left for the text's own direction. */
export function withoutLtrFragments(text: string): string {
  return text.replace(/\u2066[^\u2069]*\u2069/g, '');
}
