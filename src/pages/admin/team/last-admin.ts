import type { TeamMember } from './team-types';

const isActiveAdmin = (member: TeamMember) => member.isActive && member.role === 'admin';

/**
 * Whether this member is the office's only active admin, as the list shows it: they can be neither demoted nor
 * deactivated. The server decides again under a lock (409 LAST_ADMIN); this only spares the admin a refusal.
 */
export function isLastActiveAdmin(member: TeamMember, members: readonly TeamMember[]): boolean {
  return isActiveAdmin(member) && members.filter(isActiveAdmin).length === 1;
}
