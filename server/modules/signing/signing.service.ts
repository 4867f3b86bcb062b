import { randomUUID } from 'node:crypto';
import type { SigningEvent } from '../../../engine/signing/signing-events';
import { SIGNING_AUDIT_EVENTS } from '../../audit/audit-event-types';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { HttpError } from '../../plugins/errors';
import type { StoredFiles } from '../../storage/delete-quietly';
import type { StoredFile } from '../../storage/file-storage';
import { readDocumentFile } from '../documents/library-files.service';
import { libraryReader, mayChange } from '../documents/library-access';
import { inOfficeWithMail } from '../workflow-runtime/workflow-mail-queue';
import { assertMayManage, signingReader } from './signing-access';
import { checkWorkflowInput, pdfPageCount, type CheckedInput, type SentDocument, type WorkflowInput } from './signing-input';
import { readWorkflowView, visibleWorkflow, workflowNotFound } from './signing-read';
import { applySigningEvent, expireOverdueLinks } from './signing-store';
import { recordSigningEvent } from './signing-trail';
import { signingError, signingFieldError, signingRefused } from './signing.messages';
import { deleteWorkflow as deleteWorkflowRow, insertWorkflow, replaceDraft } from './signing.queries';
import type { WorkflowView } from './signing.view';

type Loaded = { document?: SentDocument; error?: ReturnType<typeof signingFieldError> };

// The document to send, read through the library (its visibility rules): 400 at documentId when it is not there.
async function loadDocument(ctx: OfficeContext, files: StoredFiles, documentId: string): Promise<Loaded> {
  try {
    const { file, row, version } = await readDocumentFile(ctx, files, documentId);
    // Sending a document out is more than reading it: its owner, an admin, an organization-wide document, or a share to sign, edit or manage.
    if (!mayChange(libraryReader(ctx), row, 'sign')) return { error: signingFieldError('documentId', 'SIGNING_DOCUMENT_NOT_SIGNABLE') };
    const isPdf = version.content_type === 'application/pdf' || version.file_name.toLowerCase().endsWith('.pdf');
    return { document: { id: row.id, name: row.name, version: version.version, sha256: version.checksum ?? '', pageCount: isPdf ? await pdfPageCount(file.data) : null } };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { error: signingFieldError('documentId', 'SIGNING_DOCUMENT_NOT_FOUND') };
    throw error;
  }
}

// The rows of a checked input: participants with new ids (fields name them by key), fields on them.
function rowsOf(ctx: OfficeContext, workflowId: string, checked: CheckedInput) {
  const ids = new Map(checked.participants.map((participant) => [participant.key, randomUUID()]));
  const tenant_id = ctx.tenant.id;
  const participants = checked.participants.map((p) => ({ tenant_id, workflow_id: workflowId, id: ids.get(p.key)!, role: p.role, position: p.order, user_id: p.userId, name: p.name, email: p.email, phone: p.phone, language: p.language }));
  const fields = checked.fields.map((f) => ({ tenant_id, workflow_id: workflowId, participant_id: ids.get(f.participantKey)!, kind: f.kind, page: f.page, x: f.x, y: f.y, width: f.width, height: f.height, required: f.required ?? true, label: f.label ?? '' }));
  return { participants, fields };
}

const columnsOf = (input: WorkflowInput, document: SentDocument) => ({
  document_id: document.id,
  document_version: document.version,
  original_sha256: /^[0-9a-f]{64}$/.test(document.sha256) ? document.sha256 : null,
  name: (input.name ?? document.name).trim().slice(0, 255) || document.name.slice(0, 255),
  message: input.message ?? '',
  require_order: input.settings.requireOrder,
  allow_decline: input.settings.allowDecline,
  send_reminders: input.settings.sendReminders,
  reminder_interval: input.settings.reminderInterval,
  public_access: input.settings.publicAccess,
  link_days: input.settings.linkDays,
});

const audited = (input: WorkflowInput, checked: CheckedInput) => ({
  documentId: input.documentId,
  settings: input.settings,
  participants: checked.participants.map(({ key, role, order, userId, email, language }) => ({ key, role, order, userId, email, language })),
  fieldCount: checked.fields.length,
});

async function submitIn(trx: ScopedTransaction, ctx: OfficeContext, id: string): Promise<void> {
  const applied = await applySigningEvent(trx, ctx, id, { type: 'SUBMIT_FOR_REVIEW' }, ctx.origin);
  if (applied.refused) throw signingRefused(applied.refused.reason);
}

/** Creates a workflow on a library PDF the caller sees: a draft, or sent at once (`send`). Audited (signing.created, signing.submitted). */
export async function createWorkflow(ctx: OfficeContext, files: StoredFiles, input: WorkflowInput): Promise<WorkflowView> {
  signingReader(ctx);
  assertMayManage(ctx);
  const loaded = await loadDocument(ctx, files, input.documentId);
  return inOfficeWithMail(ctx, async (trx) => {
    const checked = await checkWorkflowInput(trx, ctx, input, loaded.document, loaded.error);
    const id = randomUUID();
    const { participants, fields } = rowsOf(ctx, id, checked);
    await insertWorkflow(trx, { ...columnsOf(input, loaded.document!), id, tenant_id: ctx.tenant.id, created_by: actorUserId(ctx.actor) }, participants, fields);
    await recordSigningEvent(trx, id, { event: 'created', actorUserId: actorUserId(ctx.actor), origin: ctx.origin });
    await writeAudit(trx, auditActorOf(ctx), { eventType: SIGNING_AUDIT_EVENTS.created, serviceName: 'signing', entityType: 'signing_workflow', entityId: id, after: audited(input, checked), success: true });
    if (input.send) await submitIn(trx, ctx, id);
    return readWorkflowView(trx, ctx, id);
  });
}

/** Replaces a draft's document, participants, fields and settings (409 SIGNING_NOT_DRAFT once sent). Audited (signing.updated). */
export async function updateWorkflow(ctx: OfficeContext, files: StoredFiles, id: string, input: WorkflowInput): Promise<WorkflowView> {
  const reader = signingReader(ctx);
  assertMayManage(ctx);
  const loaded = await loadDocument(ctx, files, input.documentId);
  return inOfficeWithMail(ctx, async (trx) => {
    const stored = await visibleWorkflow(trx, reader, id, true);
    assertMayManage(ctx, stored.workflow);
    if (stored.workflow.status !== 'draft') throw signingError(409, 'SIGNING_NOT_DRAFT');
    const checked = await checkWorkflowInput(trx, ctx, input, loaded.document, loaded.error);
    const { participants, fields } = rowsOf(ctx, id, checked);
    await replaceDraft(trx, id, columnsOf(input, loaded.document!), participants, fields);
    await recordSigningEvent(trx, id, { event: 'updated', actorUserId: actorUserId(ctx.actor), origin: ctx.origin });
    await writeAudit(trx, auditActorOf(ctx), { eventType: SIGNING_AUDIT_EVENTS.updated, serviceName: 'signing', entityType: 'signing_workflow', entityId: id, after: audited(input, checked), success: true });
    if (input.send) await submitIn(trx, ctx, id);
    return readWorkflowView(trx, ctx, id);
  });
}

/** Deletes a draft (409 SIGNING_NOT_DRAFT once sent: a sent workflow is cancelled and keeps its trail). Audited (signing.deleted). */
export async function deleteDraft(ctx: OfficeContext, id: string): Promise<{ id: string }> {
  const reader = signingReader(ctx);
  return inOfficeWithMail(ctx, async (trx) => {
    const stored = await visibleWorkflow(trx, reader, id, true);
    assertMayManage(ctx, stored.workflow);
    if (stored.workflow.status !== 'draft') throw signingError(409, 'SIGNING_NOT_DRAFT');
    await deleteWorkflowRow(trx, id);
    await writeAudit(trx, auditActorOf(ctx), { eventType: SIGNING_AUDIT_EVENTS.deleted, serviceName: 'signing', entityType: 'signing_workflow', entityId: id, before: { name: stored.workflow.name, documentId: stored.workflow.document_id }, success: true });
    return { id };
  });
}

/** A workflow in full; a link whose time passed ends as it is read (EXPIRE). */
export async function getWorkflow(ctx: OfficeContext, id: string): Promise<WorkflowView> {
  const reader = signingReader(ctx);
  return inOfficeWithMail(ctx, async (trx) => {
    await visibleWorkflow(trx, reader, id);
    await expireOverdueLinks(trx, ctx, id);
    return readWorkflowView(trx, ctx, id);
  });
}

/**
 * Applies the sender's action to a workflow (submit, cancel, resend, remind): the caller must see it and manage it;
 * links past their time end first; the statechart's refusal is 409 SIGNING_REFUSED with its reason.
 */
export async function actOnWorkflow(ctx: OfficeContext, id: string, event: SigningEvent): Promise<WorkflowView> {
  const reader = signingReader(ctx);
  return inOfficeWithMail(ctx, async (trx) => {
    const stored = await visibleWorkflow(trx, reader, id);
    assertMayManage(ctx, stored.workflow);
    if ('participantId' in event && !stored.participants.some((participant) => participant.id === event.participantId)) throw signingError(404, 'SIGNING_PARTICIPANT_NOT_FOUND');
    await expireOverdueLinks(trx, ctx, id);
    const applied = await applySigningEvent(trx, ctx, id, event, ctx.origin);
    if (applied.refused) throw signingRefused(applied.refused.reason);
    return readWorkflowView(trx, ctx, id);
  });
}

/** The sealed PDF of a completed workflow (the library's version it was stored as); 404 SIGNING_NOT_SEALED before. */
export async function sealedFile(ctx: OfficeContext, files: StoredFiles, id: string): Promise<{ file: StoredFile; fileName: string }> {
  const reader = signingReader(ctx);
  const workflow = await inOfficeWithMail(ctx, async (trx) => (await visibleWorkflow(trx, reader, id)).workflow);
  if (workflow.sealed_version === null) throw signingError(404, 'SIGNING_NOT_SEALED');
  const { file, version } = await readDocumentFile(ctx, files, workflow.document_id, workflow.sealed_version);
  return { file, fileName: version.file_name };
}

/** The workflow a certificate is asked of, once sealed (404 otherwise), for sealedCertificateFor. */
export async function assertSealed(ctx: OfficeContext, id: string): Promise<void> {
  const reader = signingReader(ctx);
  const workflow = await inOfficeWithMail(ctx, async (trx) => (await visibleWorkflow(trx, reader, id)).workflow);
  if (!workflow) throw workflowNotFound();
  if (workflow.sealed_version === null) throw signingError(404, 'SIGNING_NOT_SEALED');
}
