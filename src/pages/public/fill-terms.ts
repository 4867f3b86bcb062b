/** A word of the office vocabulary by key (client, clients, professionals…), or undefined when there is none. */
export type TermLookup = (key: string) => string | undefined;

/**
 * Puts the office's vocabulary into a content text: {{clients}} gives the word as it stands inside a sentence
 * (lower case in languages with case), {{Clients}} the word capitalised, as at the start of a sentence.
 */
export function fillTerms(text: string, lookup: TermLookup, language: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const isCapital = key[0] !== undefined && key[0] === key[0].toUpperCase();
    const word = lookup(key.charAt(0).toLowerCase() + key.slice(1));
    if (!word) return whole;
    const lower = word.toLocaleLowerCase(language);
    return isCapital ? lower.charAt(0).toLocaleUpperCase(language) + lower.slice(1) : lower;
  });
}
