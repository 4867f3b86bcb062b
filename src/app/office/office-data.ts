import type { Branding, Homepage, LocalizedText, Theme } from '../../../engine/generated/config-types';
import type { OfficeConfiguration } from '../../../engine/resolve/resolve-office';

/** What anyone may see of an office before signing in (server/modules/office-config/office-config.routes.ts). */
export interface PublicOffice {
  id: string;
  type: string;
  name: LocalizedText;
  description: LocalizedText;
  terminology: OfficeConfiguration['terminology'];
  localization: OfficeConfiguration['localization'];
  ui: { homepage: Homepage; theme: Theme; branding?: Branding };
  enabledFeatures: string[];
  isPublic: true;
  tenant?: { slug: string; name: string };
}

/** The whole configuration of the signed-in user's office. */
export type PrivateOffice = OfficeConfiguration & { isPublic: false; tenant: { slug: string; name: string } };

/** What GET /api/users/office-config answers in `data`. */
export type OfficeData = PublicOffice | PrivateOffice;
