import type { FastifyInstance } from 'fastify';
import { officeContextOf } from '../../context/request-context';
import { declareAccess } from '../../plugins/access';
import { teamSuccess } from './team.messages';
import { changeMemberSchema, deactivateMemberSchema, listTeamSchema, reactivateMemberSchema } from './team.schemas';
import { changeMember, listTeam, type MemberChange } from './team.service';
import { deactivateMember, reactivateMember } from './team-status.service';

const idParam = { name: 'userId', kind: 'user' } as const;

type ByUser = { Params: { userId: string } };

/** The team part of the office's admin area (issue 8): members, their roles, deactivation. Admins only. */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  // The team part of the admin area: the office's admins only, refused before any input is read.
  declareAccess(app, { features: [], roles: ['admin'] });

  app.get('/api/admin/team', { schema: listTeamSchema, config: { tenant: true } }, async (request) => ({ success: true as const, data: await listTeam(officeContextOf(request)) }));

  app.patch<ByUser & { Body: MemberChange }>('/api/admin/team/:userId', { schema: changeMemberSchema, config: { tenant: true, idParam } }, async (request) => ({
    ...teamSuccess('TEAM_ROLE_CHANGED'),
    data: await changeMember(officeContextOf(request), request.params.userId, request.body),
  }));

  app.post<ByUser>('/api/admin/team/:userId/deactivate', { schema: deactivateMemberSchema, config: { tenant: true, idParam } }, async (request) => ({
    ...teamSuccess('TEAM_MEMBER_DEACTIVATED'),
    data: await deactivateMember(officeContextOf(request), request.params.userId),
  }));

  app.post<ByUser>('/api/admin/team/:userId/reactivate', { schema: reactivateMemberSchema, config: { tenant: true, idParam } }, async (request) => ({
    ...teamSuccess('TEAM_MEMBER_REACTIVATED'),
    data: await reactivateMember(officeContextOf(request), request.params.userId),
  }));
}
