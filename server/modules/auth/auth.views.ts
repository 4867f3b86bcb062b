import type { Membership } from '../../http/request-context';

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  is_super_admin: boolean;
  mfa_enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The user as the client keeps it, with their role in the current tenant (spec 1 §3). */
export function userView(user: UserRow, membership: Membership | null) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    role: membership?.role ?? 'viewer',
    professionalRole: membership?.professionalRole ?? null,
    isActive: user.is_active,
    isMfaEnabled: user.mfa_enabled,
    createdAt: new Date(user.created_at).toISOString(),
    updatedAt: new Date(user.updated_at).toISOString(),
  };
}

/** The tenant context (spec 1 §3). */
export function tenantView(membership: Membership, isSuperAdmin: boolean) {
  return { tenantId: membership.tenantId, tenantName: membership.name, tenantSubdomain: membership.slug, isSuperAdmin, officeType: membership.officeType };
}
