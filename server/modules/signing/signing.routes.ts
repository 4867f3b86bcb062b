import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { officeContextOf } from '../../context/request-context';
import { safeAttachmentHeaders } from '../../http/attachment-disposition';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import { officeCertificate } from '../../signing/office-certificate';
import type { StoredFiles } from '../../storage/delete-quietly';
import { sealedCertificateFor } from './signing-certificate';
import { setSigningPublicUrl } from './signing-links';
import { listWorkflows } from './signing-list.service';
import { SIGNING_BASE, SIGNING_FEATURE } from './signing-paths';
import { signingChangedBody, signingError } from './signing.messages';
import {
  cancelWorkflowSchema,
  createWorkflowSchema,
  deleteWorkflowSchema,
  downloadCertificateSchema,
  downloadSealedSchema,
  getWorkflowSchema,
  listWorkflowsSchema,
  remindParticipantSchema,
  resendLinkSchema,
  submitWorkflowSchema,
  updateWorkflowSchema,
} from './signing.schemas';
import { actOnWorkflow, assertSealed, createWorkflow, deleteDraft, getWorkflow, sealedFile, updateWorkflow } from './signing.service';

const tenant = { tenant: true } as const;
const byId = { tenant: true, idParam: { name: 'workflowId', kind: 'signing-workflow' } } as const;

/**
 * The office's side of signing workflows (issue 24): list, create (a draft or sent at once), read, change and delete
 * a draft, send, cancel, resend a participant's link, remind them, and download the sealed PDF and its certificate.
 * The office's e-signatures feature gates every route; the library's rules decide what the caller sees.
 */
export async function signingRoutes(instance: FastifyInstance, { config }: { config: ServerConfig }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [SIGNING_FEATURE] });
  setSigningPublicUrl(config.publicUrl);
  const files: StoredFiles = { storage: app.storage, log: app.log };

  app.get(SIGNING_BASE, { schema: listWorkflowsSchema, config: tenant }, async (request) => ({ success: true as const, data: await listWorkflows(officeContextOf(request), request.query) }));

  app.post(SIGNING_BASE, { schema: createWorkflowSchema, config: tenant }, async (request, reply) => {
    const created = await createWorkflow(officeContextOf(request), files, request.body);
    reply.code(201);
    return signingChangedBody(request.body.send ? 'SIGNING_SUBMITTED' : 'SIGNING_CREATED', created);
  });

  app.get(`${SIGNING_BASE}/:workflowId`, { schema: getWorkflowSchema, config: byId }, async (request) => ({ success: true as const, data: await getWorkflow(officeContextOf(request), request.params.workflowId) }));
  app.put(`${SIGNING_BASE}/:workflowId`, { schema: updateWorkflowSchema, config: byId }, async (request) =>
    signingChangedBody(request.body.send ? 'SIGNING_SUBMITTED' : 'SIGNING_UPDATED', await updateWorkflow(officeContextOf(request), files, request.params.workflowId, request.body)),
  );
  app.delete(`${SIGNING_BASE}/:workflowId`, { schema: deleteWorkflowSchema, config: byId }, async (request) => signingChangedBody('SIGNING_DELETED', await deleteDraft(officeContextOf(request), request.params.workflowId)));

  app.post(`${SIGNING_BASE}/:workflowId/submit`, { schema: submitWorkflowSchema, config: byId }, async (request) =>
    signingChangedBody('SIGNING_SUBMITTED', await actOnWorkflow(officeContextOf(request), request.params.workflowId, { type: 'SUBMIT_FOR_REVIEW' })),
  );
  app.post(`${SIGNING_BASE}/:workflowId/cancel`, { schema: cancelWorkflowSchema, config: byId }, async (request) =>
    signingChangedBody('SIGNING_CANCELLED', await actOnWorkflow(officeContextOf(request), request.params.workflowId, { type: 'CANCEL' })),
  );
  app.post(`${SIGNING_BASE}/:workflowId/participants/:participantId/resend`, { schema: resendLinkSchema, config: byId }, async (request) =>
    signingChangedBody('SIGNING_RESENT', await actOnWorkflow(officeContextOf(request), request.params.workflowId, { type: 'RESEND', participantId: request.params.participantId })),
  );
  app.post(`${SIGNING_BASE}/:workflowId/participants/:participantId/remind`, { schema: remindParticipantSchema, config: byId }, async (request) =>
    signingChangedBody('SIGNING_REMINDED', await actOnWorkflow(officeContextOf(request), request.params.workflowId, { type: 'REMIND', participantId: request.params.participantId })),
  );

  app.get(`${SIGNING_BASE}/:workflowId/sealed`, { schema: downloadSealedSchema, config: byId }, async (request, reply) => {
    const { file, fileName } = await sealedFile(officeContextOf(request), files, request.params.workflowId);
    return reply.headers(safeAttachmentHeaders(fileName, 'application/pdf')).send(file.data);
  });
  app.get(`${SIGNING_BASE}/:workflowId/certificate`, { schema: downloadCertificateSchema, config: byId }, async (request, reply) => {
    const ctx = officeContextOf(request);
    await assertSealed(ctx, request.params.workflowId);
    const certificate = await sealedCertificateFor(ctx, officeCertificate({ dataDir: config.dataDir }), request.params.workflowId);
    if (!certificate) throw signingError(404, 'SIGNING_NOT_SEALED');
    return reply.headers(safeAttachmentHeaders(certificate.fileName, 'application/pdf')).send(certificate.data);
  });
}
