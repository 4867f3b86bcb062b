import type { Language } from './i18n/languages';

/** The platform roles every office has (spec 1 §3); offices add their professional roles. */
export const PLATFORM_ROLES = ['admin', 'manager', 'user', 'viewer'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/** The platform roles' names in every language. */
export const PLATFORM_ROLE_NAMES: Record<PlatformRole, Record<Language, string>> = {
  admin: { he: 'מנהל/ת המשרד', en: 'Office admin', es: 'Administrador' },
  manager: { he: 'מנהל/ת', en: 'Manager', es: 'Gerente' },
  user: { he: 'משתמש/ת', en: 'User', es: 'Usuario' },
  viewer: { he: 'צפייה בלבד', en: 'Viewer', es: 'Solo lectura' },
};

/** Role names that are not roles of their own: * is everyone, team is every member of the office. */
export const ROLE_WILDCARDS = ['*', 'team'] as const;

/** The permissions each platform role grants before any professional role is added. */
export const PLATFORM_ROLE_PERMISSIONS: Record<PlatformRole, readonly string[]> = {
  admin: ['*'],
  manager: ['*.view', '*.edit'],
  user: [],
  viewer: [],
};

/** Whether a role is a platform role. */
export function isPlatformRole(role: string): role is PlatformRole {
  return (PLATFORM_ROLES as readonly string[]).includes(role);
}

/** Whether a set of granted permissions (with * wildcards) includes a permission such as patients.view. */
export function hasPermission(granted: Iterable<string>, permission: string): boolean {
  const [resource, action] = permission.split('.');
  for (const grant of granted) {
    if (grant === '*' || grant === permission) return true;
    const [grantResource, grantAction] = grant.split('.');
    if ((grantResource === '*' || grantResource === resource) && (grantAction === '*' || grantAction === action)) return true;
  }
  return false;
}

/** The office's roles as the permissions check needs them. */
export interface OfficeRoleGrants {
  security: { roles: readonly { id: string; permissions: readonly string[] }[] };
}

/** Every permission a user's roles grant: their platform role's, then their professional roles'. */
export function effectivePermissions(office: OfficeRoleGrants, roles: readonly string[]): string[] {
  const granted = new Set<string>();
  for (const role of roles) {
    if (isPlatformRole(role)) PLATFORM_ROLE_PERMISSIONS[role].forEach((permission) => granted.add(permission));
    office.security.roles.find((officeRole) => officeRole.id === role)?.permissions.forEach((permission) => granted.add(permission));
  }
  return [...granted];
}
