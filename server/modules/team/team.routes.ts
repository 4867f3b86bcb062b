import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import { declareAccess } from '../../plugins/access';
import { teamDirectorySchema } from './team-directory.schemas';
import { teamDirectory } from './team-directory.service';
import { teamSuccess } from './team.messages';
import { changeMemberSchema, deactivateMemberSchema, listTeamSchema, reactivateMemberSchema } from './team.schemas';
import { changeMember, listTeam } from './team.service';
import { deactivateMember, reactivateMember } from './team-status.service';

const idParam = { name: 'userId', kind: 'user' } as const;
// The directory names and picks members (record assignees, tasks' new owners): every member of the office reads it.
const EVERY_MEMBER = ['admin', 'manager', 'user', 'viewer'] as const;

/** The team part of the office's admin area (issue 8): members, their roles, deactivation, for admins; and the members' directory, for every member. */
export async function teamRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // The team part of the admin area: the office's admins only, refused before any input is read.
  declareAccess(app, { features: [], roles: ['admin'] });

  app.get('/api/team/directory', { schema: teamDirectorySchema, config: { tenant: true, roles: EVERY_MEMBER } }, async (request) => ({ success: true as const, data: await teamDirectory(officeContextOf(request)) }));

  app.get('/api/admin/team', { schema: listTeamSchema, config: { tenant: true } }, async (request) => ({ success: true as const, data: await listTeam(officeContextOf(request)) }));

  app.patch('/api/admin/team/:userId', { schema: changeMemberSchema, config: { tenant: true, idParam } }, async (request) => ({
    ...teamSuccess('TEAM_ROLE_CHANGED'),
    data: await changeMember(officeContextOf(request), request.params.userId, request.body),
  }));

  app.post('/api/admin/team/:userId/deactivate', { schema: deactivateMemberSchema, config: { tenant: true, idParam } }, async (request) => ({
    ...teamSuccess('TEAM_MEMBER_DEACTIVATED'),
    data: await deactivateMember(officeContextOf(request), request.params.userId),
  }));

  app.post('/api/admin/team/:userId/reactivate', { schema: reactivateMemberSchema, config: { tenant: true, idParam } }, async (request) => ({
    ...teamSuccess('TEAM_MEMBER_REACTIVATED'),
    data: await reactivateMember(officeContextOf(request), request.params.userId),
  }));
}
