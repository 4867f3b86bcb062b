import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { ServerConfig } from '../../config';
import { callContextOf, officeContextOf } from '../../context/request-context';
import { declareAccess } from '../../plugins/access';
import { LIMITS } from '../../security/limits';
import { acceptInvitation, describeInvitation } from './invitation-join.service';
import { invitationSuccess } from './invitations.messages';
import { acceptInvitationSchema, createInvitationSchema, invitationDetailsSchema, listInvitationsSchema, resendInvitationSchema, revokeInvitationSchema } from './invitations.schemas';
import { createInvitation, listOfficeInvitations, resendOfficeInvitation, revokeOfficeInvitation, type InvitationDependencies } from './invitations.service';

const idParam = { name: 'invitationId', kind: 'invitation' } as const;

/** Office admins invite by e-mail with a role; the invitee joins through the mailed link (issue 4). */
export async function invitationRoutes(instance: FastifyInstance, { config, catalog }: { config: ServerConfig; catalog: OfficeTypeCatalog }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [] });
  const deps: InvitationDependencies = { catalog, publicUrl: config.publicUrl, log: app.log };

  app.post('/api/users/invitations', { schema: createInvitationSchema, config: { tenant: true, roles: ['admin'] } }, async (request, reply) => {
    const data = await createInvitation(officeContextOf(request), deps, request.body);
    return reply.status(201).send({ ...invitationSuccess('INVITATION_SENT'), data });
  });

  app.get('/api/users/invitations', { schema: listInvitationsSchema, config: { tenant: true, roles: ['admin'] } }, async (request) => ({
    success: true as const,
    data: await listOfficeInvitations(officeContextOf(request)),
  }));

  app.delete('/api/users/invitations/:invitationId', { schema: revokeInvitationSchema, config: { tenant: true, roles: ['admin'], idParam } }, async (request) => ({
    ...invitationSuccess('INVITATION_REVOKED_OK'),
    data: await revokeOfficeInvitation(officeContextOf(request), request.params.invitationId),
  }));

  app.post('/api/users/invitations/:invitationId/resend', { schema: resendInvitationSchema, config: { tenant: true, roles: ['admin'], idParam } }, async (request) => ({
    ...invitationSuccess('INVITATION_RESENT'),
    data: await resendOfficeInvitation(officeContextOf(request), deps, request.params.invitationId),
  }));

  // The token travels in the query string, where the logger redacts it (a path segment would be logged).
  app.get(
    '/api/auth/invitations/details',
    { schema: invitationDetailsSchema, config: { public: true, rateLimit: LIMITS.invitationAccept } },
    async (request) => ({ success: true as const, data: await describeInvitation(callContextOf(request), request.query.token) }),
  );

  app.post('/api/auth/invitations/accept', { schema: acceptInvitationSchema, config: { rateLimit: LIMITS.invitationAccept } }, async (request) => ({
    ...invitationSuccess('INVITATION_ACCEPTED_OK'),
    data: await acceptInvitation(callContextOf(request), request.body.token),
  }));
}
