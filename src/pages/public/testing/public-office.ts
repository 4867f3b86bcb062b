import i18next from 'i18next';
import medical from '../../../../office-types/medical.json';
import type { OfficeContextValue } from '../../../app/office/office-context';
import type { PublicOffice } from '../../../app/office/office-data';
import { registerTerminology } from '../../../app/office/register-terminology';
import { buildTerminologyResources } from '../../../../engine/terminology/terminology';

/** What GET /api/users/office-config answers a visitor of the medical demo office, for component tests. */
export function medicalPublicOffice(): PublicOffice {
  const config = medical as unknown as PublicOffice & { ui: PublicOffice['ui'] };
  return {
    id: config.id,
    type: config.id,
    name: config.name,
    description: config.description,
    terminology: config.terminology,
    localization: config.localization,
    ui: { homepage: config.ui.homepage, theme: config.ui.theme, branding: config.ui.branding },
    enabledFeatures: [],
    isPublic: true,
    tenant: { slug: 'medical', name: 'מרפאת הדגמה · Demo clinic' },
  };
}

/** The office context of a visitor of the medical demo office, its vocabulary registered in i18next. */
export function medicalOfficeContext(): Partial<OfficeContextValue> {
  const office = medicalPublicOffice();
  const terminology = buildTerminologyResources(office, [office.id]);
  registerTerminology(i18next, terminology);
  return { office, terminology };
}
