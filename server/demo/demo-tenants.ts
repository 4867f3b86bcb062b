import type { OfficeType } from '../../engine/generated/config-types';
import { RESERVED_SLUGS } from '../modules/registration/registration.service';

/** A demo office: its address (slug), its office type and its name. */
export interface DemoTenant {
  slug: string;
  officeType: string;
  name: string;
}

/** The demo offices of the shipped office types, with their hand-made names and short slugs (spec README decision 2). */
export const DEMO_TENANTS = [
  { slug: 'medical', officeType: 'medical', name: 'מרפאת הדגמה · Demo clinic' },
  { slug: 'legal', officeType: 'legal', name: 'משרד עורכי דין לדוגמה · Demo law office' },
  { slug: 'accounting', officeType: 'accounting', name: 'משרד רואי חשבון לדוגמה · Demo accounting office' },
  { slug: 'vet', officeType: 'veterinary', name: 'מרפאה וטרינרית לדוגמה · Demo veterinary clinic' },
  { slug: 'realestate', officeType: 'real-estate', name: 'משרד תיווך לדוגמה · Demo real-estate brokerage' },
  { slug: 'insurance', officeType: 'insurance', name: 'סוכנות ביטוח לדוגמה · Demo insurance agency' },
  { slug: 'generic', officeType: 'generic', name: 'משרד לדוגמה · Demo office' },
] as const;

/** The password of every demo user (README). */
export const DEMO_PASSWORD = 'Lishka-Demo-2026!';

/** The demo users of an office: admin@<slug>.example.com and pro@<slug>.example.com. */
export function demoUsers(slug: string) {
  return [
    { email: `admin@${slug}.example.com`, role: 'admin' as const, firstName: 'Dana', lastName: 'Admin', professional: false },
    { email: `pro@${slug}.example.com`, role: 'user' as const, firstName: 'Noam', lastName: 'Pro', professional: true },
  ];
}

// Room for the "-demo-9" a clash may add, within a sub-domain's 63 characters.
const SLUG_ROOM = 63 - '-demo-9'.length;

/** An office address made from an office type's id: lower case, letters, digits and single hyphens, not a reserved one. */
export function demoSlugOf(officeTypeId: string): string {
  const slug = officeTypeId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_ROOM)
    .replace(/^-+|-+$/g, '');
  if (!slug) return 'office-demo';
  return RESERVED_SLUGS.has(slug) ? `${slug}-demo` : slug;
}

/**
 * The addresses an office type's demo office may have, in order: its own, then with "-demo" where a tenant of
 * another office type holds it (a clash), so the demo office is found again at the same place on the next start.
 */
export function demoSlugCandidates(slug: string): string[] {
  return [slug, `${slug}-demo`, ...Array.from({ length: 8 }, (_, index) => `${slug}-demo-${index + 2}`)];
}

/**
 * The demo office of an office type: a shipped type's hand-made one, else one made from the office type's own
 * declarations (a type dropped into office-types/): its id as the slug and its Hebrew name as the office's.
 */
export function demoTenantOf(officeType: Pick<OfficeType, 'id' | 'name'>): DemoTenant {
  const shipped = DEMO_TENANTS.find((demo) => demo.officeType === officeType.id);
  if (shipped) return shipped;
  const name = officeType.name as { he?: string; en?: string };
  const english = name.en ? `Demo ${name.en.charAt(0).toLowerCase()}${name.en.slice(1)}` : undefined;
  const hebrew = `${name.he ?? name.en ?? officeType.id} לדוגמה`;
  return { slug: demoSlugOf(officeType.id), officeType: officeType.id, name: english ? `${hebrew} · ${english}` : hebrew };
}
