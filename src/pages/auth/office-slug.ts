/** An office address as tenants.slug allows it: lower-case Latin letters, digits and inner hyphens, at most 63 characters. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const MAX_SLUG = 63;

/**
 * The address an office name suggests: its Latin letters and digits in lower case, every other run of
 * characters one hyphen ("Cohen & Levi, Law" → "cohen-levi-law"); empty when the name has no Latin letter or digit.
 */
export function slugFromName(name: string): string {
  const latin = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return latin.slice(0, MAX_SLUG).replace(/-+$/, '');
}
