/** One link of the footer: its words (shell:footer.links.<key>) and where it leads. */
export interface FooterLink {
  key: string;
  path: string;
}

/** A group of footer links under a heading (shell:footer.<key>). */
export interface FooterGroup {
  key: 'product' | 'company' | 'resources' | 'legal';
  links: readonly FooterLink[];
}

/** The footer's links of spec 1 §2, in four groups, plus the legal pages. */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    key: 'product',
    links: [
      { key: 'forms', path: '/products/forms' },
      { key: 'signatures', path: '/products/signatures' },
      { key: 'workflows', path: '/products/workflows' },
      { key: 'enterprise', path: '/products/enterprise' },
    ],
  },
  {
    key: 'company',
    links: [
      { key: 'about', path: '/about' },
      { key: 'contact', path: '/contact' },
      { key: 'blog', path: '/blog' },
      { key: 'careers', path: '/careers' },
    ],
  },
  {
    key: 'resources',
    links: [
      { key: 'help', path: '/help' },
      { key: 'faq', path: '/faq' },
      { key: 'docs', path: '/docs' },
      { key: 'api', path: '/api' },
    ],
  },
  {
    key: 'legal',
    links: [
      { key: 'security', path: '/security' },
      { key: 'compliance', path: '/compliance' },
      { key: 'terms', path: '/terms' },
      { key: 'privacy', path: '/privacy' },
      { key: 'cookies', path: '/cookies' },
    ],
  },
];
