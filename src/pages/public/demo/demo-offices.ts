/** The slug of each office type's demo office (server/demo/demo-tenants.ts). */
export const DEMO_SLUGS: Readonly<Record<string, string>> = {
  medical: 'medical',
  legal: 'legal',
  accounting: 'accounting',
  veterinary: 'vet',
  'real-estate': 'realestate',
  insurance: 'insurance',
  generic: 'generic',
};

/** The demo office of an office type, if the demo data has one. */
export function demoSlugFor(officeType: string): string | undefined {
  return Object.hasOwn(DEMO_SLUGS, officeType) ? DEMO_SLUGS[officeType] : undefined;
}
