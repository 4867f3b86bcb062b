/** The sections of the administration area, in the order of its tabs; each is /admin/<section>. */
export const ADMIN_SECTIONS = ['team', 'vocabulary', 'features', 'navigation', 'branding', 'policies', 'dashboard', 'history', 'audit', 'jobs'] as const;

/** A section of the administration area. */
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The section an address names, or the first one. */
export function adminSectionOf(path: string | undefined): AdminSection {
  const first = path?.split('/').find(Boolean);
  return (ADMIN_SECTIONS as readonly string[]).includes(first ?? '') ? (first as AdminSection) : ADMIN_SECTIONS[0];
}
