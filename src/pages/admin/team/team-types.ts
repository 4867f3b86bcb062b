import type * as Api from '../../../api/generated/api-types';

/** What GET /api/admin/team answers (generated from server/modules/team/team.schemas.ts). */
export type TeamAnswer = Api.TeamAnswer;

/** A member of the office as GET /api/admin/team shows them. */
export type TeamMember = TeamAnswer['data']['members'][number];

/** A team role in the office (spec 1 §3). */
export type TeamRole = TeamMember['role'];

/** A platform role the office offers, named in its languages. */
export type OfferedPlatformRole = TeamAnswer['data']['roles']['platform'][number];

/** A professional role the office offers, named in its languages. */
export type OfferedRole = TeamAnswer['data']['roles']['professional'][number];

/** The body of PATCH /api/admin/team/:userId: a field left out stays, a null professional role clears it. */
export type MemberChange = Api.MemberChange;

/** What a role change (PATCH) and a reactivation answer: the member as they now are. */
export type MemberChanged = Api.MemberChanged;

/** What a deactivation answers: the member as they now are, and how many of their sessions in this office ended. */
export type MemberDeactivated = Api.MemberDeactivated;

/** The path of the team calls (the API client adds /api). */
export const TEAM_PATH = '/admin/team';

/** The path of one member's calls. */
export const memberPath = (userId: string, action?: 'deactivate' | 'reactivate') => `${TEAM_PATH}/${userId}${action ? `/${action}` : ''}`;

/** A member's name as shown, or their e-mail when they have none. */
export const memberName = (member: Pick<TeamMember, 'firstName' | 'lastName' | 'email'>) => `${member.firstName} ${member.lastName}`.trim() || member.email;
