/** The footer's pages (spec 1 §2), each a real page with content about Lishka; `compliance` doubles as a signed-in area. */
export const CONTENT_PAGES = [
  'products/forms',
  'products/signatures',
  'products/workflows',
  'products/enterprise',
  'about',
  'contact',
  'blog',
  'careers',
  'help',
  'faq',
  'docs',
  'security',
  'compliance',
] as const;

export type ContentSlug = (typeof CONTENT_PAGES)[number];

/** The legal pages of the footer, with real text. */
export const LEGAL_PAGES = ['terms', 'privacy', 'cookies'] as const;

export type LegalKind = (typeof LEGAL_PAGES)[number];
