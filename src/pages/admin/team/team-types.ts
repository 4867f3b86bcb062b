import type { LocalizedText } from '../../../../engine/generated/config-types';

/** A team role in the office (spec 1 §3). */
export type TeamRole = 'admin' | 'manager' | 'user' | 'viewer';

/** A member of the office as GET /api/admin/team shows them (server/modules/team/team.schemas.ts). */
export interface TeamMember {
  userId: string;
  /** Where to fetch their picture; null when they have none (their initials show). */
  avatarUrl: string | null;
  email: string;
  firstName: string;
  lastName: string;
  role: TeamRole;
  professionalRole: string | null;
  isActive: boolean;
  joinedAt: string;
  lastSeenAt: string | null;
  mfaEnabled: boolean;
  deactivatedAt: string | null;
  isCurrentUser: boolean;
}

/** A role the office offers, named in its languages. */
export interface OfferedRole<Id extends string = string> {
  id: Id;
  name: LocalizedText;
}

/** What GET /api/admin/team answers. */
export interface TeamAnswer {
  success: true;
  data: {
    members: TeamMember[];
    roles: { platform: OfferedRole<TeamRole>[]; professional: OfferedRole[]; defaultProfessionalRole: string };
    pendingInvitations: number;
  };
}

/** The body of PATCH /api/admin/team/:userId: a field left out stays, a null professional role clears it. */
export interface MemberChange {
  role?: TeamRole;
  professionalRole?: string | null;
}

/** The path of the team calls (the API client adds /api). */
export const TEAM_PATH = '/admin/team';

/** The path of one member's calls. */
export const memberPath = (userId: string, action?: 'deactivate' | 'reactivate') => `${TEAM_PATH}/${userId}${action ? `/${action}` : ''}`;

/** A member's name as shown, or their e-mail when they have none. */
export const memberName = (member: Pick<TeamMember, 'firstName' | 'lastName' | 'email'>) => `${member.firstName} ${member.lastName}`.trim() || member.email;
