/** A word of the office vocabulary by key (client, clients, professionals…), or undefined when there is none. */
export type TermLookup = (key: string) => string | undefined;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The vocabulary key a placeholder names: {{Clients}} and {{clients}} both name clients. */
export const termKeyOf = (placeholder: string): string => placeholder.charAt(0).toLowerCase() + placeholder.slice(1);

/** The vocabulary keys a text names with placeholders ({{clients}}, {{Matter}}), in order. */
export function termReferences(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => termKeyOf(match[1] ?? ''));
}

/**
 * Puts the office's vocabulary into a text: {{clients}} gives the word as it stands inside a sentence (lower
 * case in languages with case), {{Clients}} the word capitalised, as at the start of a sentence or a title.
 * A placeholder the lookup does not know is left as it is.
 */
export function fillTerms(text: string, lookup: TermLookup, language: string): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, key: string) => {
    const isCapital = key[0] !== undefined && key[0] === key[0].toUpperCase();
    const word = lookup(termKeyOf(key));
    if (!word) return whole;
    const lower = word.toLocaleLowerCase(language);
    return isCapital ? lower.charAt(0).toLocaleUpperCase(language) + lower.slice(1) : lower;
  });
}
