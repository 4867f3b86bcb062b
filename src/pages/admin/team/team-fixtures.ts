import { PLATFORM_ROLE_NAMES, PLATFORM_ROLES } from '../../../../engine/roles';
import type { TeamAnswer, TeamMember } from './team-types';

/** A member of the legal demo office, for tests and stories. */
export const teamMember = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  userId: '00000000-0000-4000-8000-000000000001',
  avatarUrl: null,
  email: 'admin@legal.example.com',
  firstName: 'Dana',
  lastName: 'Admin',
  role: 'admin',
  professionalRole: 'partner',
  isActive: true,
  joinedAt: '2026-01-05T09:00:00.000Z',
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  mfaEnabled: true,
  deactivatedAt: null,
  isCurrentUser: true,
  ...overrides,
});

/** The second demo member: a user with the attorney role. */
export const proMember = (overrides: Partial<TeamMember> = {}): TeamMember =>
  teamMember({ userId: '00000000-0000-4000-8000-000000000002', email: 'pro@legal.example.com', firstName: 'Noam', lastName: 'Pro', role: 'user', professionalRole: 'attorney', mfaEnabled: false, lastSeenAt: null, isCurrentUser: false, ...overrides });

/** GET /api/admin/team's answer with these members and the legal office's roles. */
export const teamAnswer = (members: TeamMember[], pendingInvitations = 0): TeamAnswer => ({
  success: true,
  data: {
    members,
    roles: {
      platform: PLATFORM_ROLES.map((id) => ({ id, name: PLATFORM_ROLE_NAMES[id] })),
      professional: [
        { id: 'partner', name: { he: 'שותף/ה', en: 'Partner', es: 'Socio' } },
        { id: 'attorney', name: { he: 'עורך/ת דין', en: 'Attorney', es: 'Abogado' } },
      ],
      defaultProfessionalRole: 'attorney',
    },
    pendingInvitations,
  },
});
