import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import { recordAccess } from '../../audit/record-access';
import { officeContextOf } from '../../context/request-context';
import { VIEWERS_READ_CLIENTS } from './client-access';
import { CLIENTS_BASE } from './client-paths';
import { readListQuery } from './client-list-query';
import { listClients } from './client-list.service';
import { clientsWithTag, overdueFollowUps, searchClients, upcomingFollowUps } from './client-lookups.service';
import { clientMergeRoutes } from './client-merge.routes';
import { clientRecordRoutes } from './client-records.routes';
import { clientTransferRoutes } from './client-transfer.routes';
import { changedBody, doneBody } from './clients.messages';
import {
  clientsByTagSchema,
  createClientSchema,
  deleteClientSchema,
  duplicateClientSchema,
  getClientSchema,
  listClientsSchema,
  overdueFollowUpsSchema,
  searchClientsSchema,
  updateClientSchema,
  upcomingFollowUpsSchema,
} from './clients.schemas';
import { checkIntake } from './client-intake';
import { changeClient, createClient, duplicateClient, readOneClient, removeClient } from './clients.service';


const tenant = { tenant: true } as const;
const byId = { tenant: true, idParam: { name: 'id', kind: 'client' } } as const;

/** The clients and leads of the office (spec 2 §7): every call acts in the session's office; a viewer may only read. */
export async function clientsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // The clients and leads of an office: no feature can take them away (spec 1 §2).
  declareAccess(app, { features: [], readOnly: VIEWERS_READ_CLIENTS });

  // The route schema is the query's documentation; the engine's rules answer with the spec's messages.
  app.get(CLIENTS_BASE, { schema: listClientsSchema, config: tenant, attachValidation: true }, async (request) => {
    const list = readListQuery(request.query, request.validationError?.validation);
    return { success: true as const, ...(await listClients(officeContextOf(request), list)) };
  });

  app.get(`${CLIENTS_BASE}/search`, { schema: searchClientsSchema, config: tenant }, async (request) => ({
    success: true as const,
    data: await searchClients(officeContextOf(request), request.query.searchTerm),
  }));

  app.get(`${CLIENTS_BASE}/by-tag/:tag`, { schema: clientsByTagSchema, config: { tenant: true, idParam: { name: 'tag', kind: 'client-tag' } } }, async (request) => ({
    success: true as const,
    data: await clientsWithTag(officeContextOf(request), request.params.tag),
  }));

  app.get(`${CLIENTS_BASE}/upcoming-followups`, { schema: upcomingFollowUpsSchema, config: tenant }, async (request) => ({ success: true as const, data: await upcomingFollowUps(officeContextOf(request), request.query.days ? Number(request.query.days) : undefined) }));
  app.get(`${CLIENTS_BASE}/overdue-followups`, { schema: overdueFollowUpsSchema, config: tenant }, async (request) => ({ success: true as const, data: await overdueFollowUps(officeContextOf(request)) }));

  app.get(`${CLIENTS_BASE}/:id`, { schema: getClientSchema, config: byId }, async (request) => {
    const ctx = officeContextOf(request);
    const data = await readOneClient(ctx, request.params.id);
    await recordAccess(ctx, { eventType: 'client.viewed', serviceName: 'clients', entityType: 'client', entityId: data.id });
    return { success: true as const, data };
  });

  app.post(CLIENTS_BASE, { schema: createClientSchema, config: tenant }, async (request, reply) => {
    const ctx = officeContextOf(request);
    checkIntake(ctx, request.body);
    reply.code(201);
    return changedBody('CLIENT_CREATED', await createClient(ctx, request.body));
  });

  app.put(`${CLIENTS_BASE}/:id`, { schema: updateClientSchema, config: byId }, async (request) => {
    const ctx = officeContextOf(request);
    checkIntake(ctx, request.body);
    return changedBody('CLIENT_UPDATED', await changeClient(ctx, request.params.id, request.body));
  });

  app.delete(`${CLIENTS_BASE}/:id`, { schema: deleteClientSchema, config: byId }, async (request) => {
    await removeClient(officeContextOf(request), { storage: app.storage, log: app.log }, request.params.id);
    return doneBody('CLIENT_DELETED');
  });

  app.post(`${CLIENTS_BASE}/:id/duplicate`, { schema: duplicateClientSchema, config: byId }, async (request, reply) => {
    reply.code(201);
    return changedBody('CLIENT_DUPLICATED', await duplicateClient(officeContextOf(request), request.params.id, request.body));
  });

  await app.register(clientRecordRoutes, { base: CLIENTS_BASE });
  await app.register(clientTransferRoutes, { base: CLIENTS_BASE });
  await app.register(clientMergeRoutes, { base: CLIENTS_BASE });
}
