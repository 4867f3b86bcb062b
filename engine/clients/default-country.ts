/** The country a record is in unless said otherwise (spec 2 §3), as an ISO 3166 region code. */
export const DEFAULT_COUNTRY = 'IL';

/**
 * The default country's name in a language (ישראל, Israel): a record stores its country as written, so a new
 * record starts with it as the reader writes it, not in English under Hebrew.
 */
export function defaultCountryName(language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(DEFAULT_COUNTRY) ?? 'Israel';
  } catch {
    // An unknown language tag: the schema's own default.
    return 'Israel';
  }
}
