/** The demo offices: one per office type (spec README decision 2), each with an admin and a professional. */
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
