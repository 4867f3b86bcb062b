import type { LocalizedText } from '../../engine/generated/config-types';
import type { OfficeConfiguration } from '../../engine/resolve/resolve-office';
import { PLATFORM_ROLE_NAMES, PLATFORM_ROLES, type PlatformRole } from '../../engine/roles';

/** The roles an office offers: the platform roles, and its office type's professional roles (with the office's overrides). */
export interface OfficeRoles {
  platform: { id: PlatformRole; name: LocalizedText }[];
  professional: { id: string; name: LocalizedText }[];
  /** The professional role a new professional member gets. */
  defaultProfessionalRole: string;
}

/** The roles an office offers, from its resolved configuration (security.roles): an office context's `office`. */
export function rolesOfOffice({ security }: Pick<OfficeConfiguration, 'security'>): OfficeRoles {
  return {
    platform: PLATFORM_ROLES.map((id) => ({ id, name: { ...PLATFORM_ROLE_NAMES[id] } })),
    professional: security.roles.map((role) => ({ id: role.id, name: { ...role.name } })),
    defaultProfessionalRole: security.defaultProfessionalRole,
  };
}
