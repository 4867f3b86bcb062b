import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import { listActivities, listCommunications, logCommunication, recordActivity } from './client-activities.service';
import { completeFollowUp, setFollowUp } from './client-follow-ups.service';
import { clientAnalytics, clientStats } from './client-insights.service';
import { officeTags } from './client-lookups.service';
import { addNote, changeNote, listNotes, removeNote } from './client-notes.service';
import {
  addActivitySchema,
  addNoteSchema,
  addTagsSchema,
  analyticsSchema,
  completeFollowUpSchema,
  deleteNoteSchema,
  listActivitiesSchema,
  listCommunicationsSchema,
  listNotesSchema,
  logCommunicationSchema,
  removeTagsSchema,
  setFollowUpSchema,
  statsSchema,
  tagCountsSchema,
  updateNoteSchema,
} from './client-records.schemas';
import { changeTags } from './client-tags.service';
import { changedBody, doneBody } from './clients.messages';

const tenant = { tenant: true } as const;
const byId = { tenant: true, idParam: { name: 'id', kind: 'client' } } as const;

/** What belongs to a client (tags, follow-ups, notes, activity, communications) and the office's client figures. */
export async function clientRecordRoutes(instance: FastifyInstance, { base }: { base: string }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  app.get(`${base}/tags`, { schema: tagCountsSchema, config: tenant }, async (request) => ({ success: true as const, data: await officeTags(officeContextOf(request)) }));
  app.get(`${base}/stats`, { schema: statsSchema, config: tenant }, async (request) => ({ success: true as const, data: await clientStats(officeContextOf(request)) }));
  app.get(`${base}/analytics`, { schema: analyticsSchema, config: tenant }, async (request) => ({
    success: true as const,
    data: await clientAnalytics(officeContextOf(request), request.query.period),
  }));

  app.post(`${base}/:id/tags`, { schema: addTagsSchema, config: byId }, async (request) =>
    changedBody('CLIENT_TAGS_UPDATED', await changeTags(officeContextOf(request), request.params.id, request.body.tags, 'add')),
  );
  app.delete(`${base}/:id/tags`, { schema: removeTagsSchema, config: byId }, async (request) =>
    changedBody('CLIENT_TAGS_UPDATED', await changeTags(officeContextOf(request), request.params.id, request.body.tags, 'remove')),
  );

  app.post(`${base}/:id/follow-up`, { schema: setFollowUpSchema, config: byId }, async (request) =>
    changedBody('CLIENT_FOLLOW_UP_SET', await setFollowUp(officeContextOf(request), request.params.id, request.body)),
  );
  app.post(`${base}/:id/complete-follow-up`, { schema: completeFollowUpSchema, config: byId }, async (request) =>
    changedBody('CLIENT_FOLLOW_UP_COMPLETED', await completeFollowUp(officeContextOf(request), request.params.id, request.body ?? {})),
  );

  app.get(`${base}/:id/notes`, { schema: listNotesSchema, config: byId }, async (request) => ({ success: true as const, data: await listNotes(officeContextOf(request), request.params.id) }));
  app.post(`${base}/:id/notes`, { schema: addNoteSchema, config: byId }, async (request, reply) => {
    reply.code(201);
    return changedBody('CLIENT_NOTE_ADDED', await addNote(officeContextOf(request), request.params.id, request.body));
  });
  app.put(`${base}/:id/notes/:noteId`, { schema: updateNoteSchema, config: byId }, async (request) =>
    changedBody('CLIENT_NOTE_UPDATED', await changeNote(officeContextOf(request), request.params.id, request.params.noteId, request.body)),
  );
  app.delete(`${base}/:id/notes/:noteId`, { schema: deleteNoteSchema, config: byId }, async (request) => {
    await removeNote(officeContextOf(request), request.params.id, request.params.noteId);
    return doneBody('CLIENT_NOTE_DELETED');
  });

  app.get(`${base}/:id/activities`, { schema: listActivitiesSchema, config: byId }, async (request) => ({
    success: true as const,
    ...(await listActivities(officeContextOf(request), request.params.id, request.query)),
  }));
  app.post(`${base}/:id/activities`, { schema: addActivitySchema, config: byId }, async (request, reply) => {
    reply.code(201);
    return changedBody('CLIENT_ACTIVITY_ADDED', await recordActivity(officeContextOf(request), request.params.id, request.body));
  });

  app.post(`${base}/:id/communication`, { schema: logCommunicationSchema, config: byId }, async (request, reply) => {
    reply.code(201);
    return changedBody('CLIENT_COMMUNICATION_LOGGED', await logCommunication(officeContextOf(request), request.params.id, request.body));
  });
  app.get(`${base}/:id/communications`, { schema: listCommunicationsSchema, config: byId }, async (request) => ({
    success: true as const,
    ...(await listCommunications(officeContextOf(request), request.params.id, request.query)),
  }));
}
