import type { SigningEventView, SigningParticipantView, SigningWorkflow, SigningWorkflowsAnswer, SigningWorkflowSummary } from '../../api/signing-answers';
import type { PdfTemplateField } from '../../../engine/pdf-forms/pdf-field-types';
import type * as Api from '../../api/generated/api-types';
import { ok } from '../../dashboard/in-memory-fetcher';

// A legal office's signing workflows as the API answers them, for stories and tests.

export const WORKFLOW_ID = '5a1e0000-0000-4000-8000-000000000001';
export const DOCUMENT_ID = '3c9d0000-0000-4000-8000-000000000001';
const NOA = '9b2e0000-0000-4000-8000-000000000003';
const participantId = (n: number) => `6b2f0000-0000-4000-8000-00000000000${n}`;

/** A workflow as a list shows it: out for signature, one of its two signers done. */
export function workflowSummary(overrides: Partial<SigningWorkflowSummary> = {}): SigningWorkflowSummary {
  return {
    id: WORKFLOW_ID,
    name: 'הסכם שכירות – לוי',
    documentId: DOCUMENT_ID,
    documentName: 'כתב תביעה – לוי נ׳ כהן',
    status: 'in_progress',
    createdBy: NOA,
    createdByName: 'Noa Ben-David',
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-24T14:05:00.000Z',
    completedAt: null,
    participantCount: 3,
    doneCount: 2,
    waitingFor: ['Dana Mizrahi'],
    ...overrides,
  };
}

/** Three workflows: in progress, waiting for its first signer, a draft. */
export function workflowRows(): SigningWorkflowSummary[] {
  return [
    workflowSummary(),
    workflowSummary({ id: '5a1e0000-0000-4000-8000-000000000002', name: 'Engagement letter – Dana Mizrahi', status: 'signing', doneCount: 0, participantCount: 1, waitingFor: ['Yossi Cohen'] }),
    workflowSummary({ id: '5a1e0000-0000-4000-8000-000000000003', name: 'Power of attorney', status: 'review', doneCount: 0, participantCount: 2, waitingFor: ['Noam Pro', 'Dana Mizrahi'] }),
  ];
}

/** A page of workflows with each tab's count. */
export function workflowsPage(workflows: SigningWorkflowSummary[] = workflowRows(), counts: Partial<SigningWorkflowsAnswer['data']['counts']> = {}): SigningWorkflowsAnswer {
  return ok({ workflows, total: workflows.length, page: 1, limit: 20, counts: { active: workflows.length, waiting: 1, completed: 4, drafts: 2, ...counts } });
}

const participant = (n: number, overrides: Partial<SigningParticipantView>): SigningParticipantView => ({
  id: participantId(n),
  role: 'signer',
  order: n,
  userId: null,
  name: `Signer ${n}`,
  email: `signer${n}@example.com`,
  phone: null,
  language: 'he',
  status: 'pending',
  actedAt: null,
  declineReason: null,
  linkSentAt: null,
  linkExpiresAt: null,
  remindedAt: null,
  isTheirTurn: false,
  ...overrides,
});

const event = (seq: number, name: string, overrides: Partial<SigningEventView> = {}): SigningEventView => ({
  seq,
  event: name,
  occurredAt: `2026-11-2${Math.min(9, 1 + seq)}T1${seq % 10}:00:00.000Z`,
  participantId: null,
  participantName: null,
  actorName: null,
  ip: null,
  userAgent: null,
  detail: {},
  ...overrides,
});

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Out for signature in order: the reviewer approved, the first signer signed, the second's turn. */
export function inProgressWorkflow(overrides: Partial<SigningWorkflow> = {}): SigningWorkflow {
  const participants = [
    participant(1, { role: 'reviewer', name: 'Noam Pro', email: 'noam@office.example', userId: '00000000-0000-4000-8000-000000000002', status: 'completed', actedAt: '2026-11-21T10:00:00.000Z', linkSentAt: '2026-11-20T10:00:00.000Z', linkExpiresAt: '2026-12-04T10:00:00.000Z' }),
    participant(2, { name: 'Yossi Cohen', email: 'yossi@example.com', status: 'signed', actedAt: '2026-11-23T12:00:00.000Z', linkSentAt: '2026-11-21T10:00:00.000Z', linkExpiresAt: '2026-12-05T10:00:00.000Z' }),
    participant(3, { name: 'Dana Mizrahi', email: 'dana@example.com', language: 'en', isTheirTurn: true, linkSentAt: '2026-11-23T12:00:00.000Z', linkExpiresAt: '2026-12-07T12:00:00.000Z', remindedAt: '2026-11-25T12:00:00.000Z' }),
    participant(4, { role: 'observer', name: 'Rina Katz', email: 'rina@example.com', order: 4 }),
  ];
  return {
    ...workflowSummary(),
    documentVersion: 2,
    message: 'נא לחתום עד סוף השבוע.',
    settings: { requireOrder: true, allowDecline: true, sendReminders: true, reminderInterval: 48, publicAccess: false, linkDays: 14 },
    participants,
    fields: [
      { id: '7c3a0000-0000-4000-8000-000000000001', participantId: participantId(2), kind: 'signature', page: 1, x: 0.1, y: 0.8, width: 0.3, height: 0.07, required: true, label: '', filledAt: '2026-11-23T12:00:00.000Z' },
      { id: '7c3a0000-0000-4000-8000-000000000002', participantId: participantId(3), kind: 'signature', page: 2, x: 0.55, y: 0.8, width: 0.3, height: 0.07, required: true, label: '', filledAt: null },
      { id: '7c3a0000-0000-4000-8000-000000000003', participantId: participantId(3), kind: 'date', page: 2, x: 0.55, y: 0.9, width: 0.2, height: 0.04, required: true, label: '', filledAt: null },
    ],
    events: [
      event(1, 'created', { actorName: 'Noa Ben-David' }),
      event(2, 'submitted', { actorName: 'Noa Ben-David' }),
      event(3, 'link_sent', { participantId: participantId(1), participantName: 'Noam Pro' }),
      event(4, 'approved', { participantId: participantId(1), participantName: 'Noam Pro', ip: '192.0.2.10', userAgent: UA }),
      event(5, 'code_sent', { participantId: participantId(2), participantName: 'Yossi Cohen' }),
      event(6, 'signed', { participantId: participantId(2), participantName: 'Yossi Cohen', ip: '198.51.100.7', userAgent: UA }),
      event(7, 'reminded', { participantId: participantId(3), participantName: 'Dana Mizrahi' }),
    ],
    submittedAt: '2026-11-20T10:00:00.000Z',
    sealedVersion: null,
    canManage: true,
    ...overrides,
  };
}

/** Every signer done: sealed as version 3 of the document. */
export function completedWorkflow(): SigningWorkflow {
  const base = inProgressWorkflow();
  return {
    ...base,
    status: 'completed',
    completedAt: '2026-11-26T09:00:00.000Z',
    doneCount: 3,
    waitingFor: [],
    sealedVersion: 3,
    participants: base.participants.map((one) => ({ ...one, isTheirTurn: false, status: one.role === 'signer' ? 'signed' : 'completed', actedAt: one.actedAt ?? '2026-11-26T08:55:00.000Z' })),
    events: [...base.events, event(8, 'signed', { participantId: participantId(3), participantName: 'Dana Mizrahi', ip: '203.0.113.5', userAgent: UA }), event(9, 'completed'), event(10, 'sealed')],
  };
}

/** A draft not yet sent: two outside signers, a box each. */
export function draftWorkflow(): SigningWorkflow {
  const base = inProgressWorkflow();
  const participants = [participant(1, { name: 'Yossi Cohen', email: 'yossi@example.com' }), participant(2, { name: 'Dana Mizrahi', email: 'dana@example.com', language: 'en' })];
  return {
    ...base,
    status: 'draft',
    submittedAt: null,
    doneCount: 0,
    participantCount: 2,
    waitingFor: [],
    participants,
    fields: [
      { ...base.fields[0]!, participantId: participantId(1), filledAt: null },
      { ...base.fields[1]!, participantId: participantId(2) },
    ],
    events: [event(1, 'created', { actorName: 'Noa Ben-David' })],
  };
}

/** GET /api/pdf/signing/{id}'s answer. */
export const workflowAnswer = (workflow: SigningWorkflow) => ok(workflow);

const FORM_TEMPLATE_ID = '8e4d0000-0000-4000-8000-000000000001';
const templateField = (name: string, overrides: Partial<PdfTemplateField>): PdfTemplateField => ({ id: `f-${name}`, name, type: 'text', label: '', required: false, placeholder: '', page: 1, x: 0.1, y: 0.2, width: 0.3, height: 0.04, options: [], validation: {}, ...overrides });

/** A PDF form template made from the workflows' document: a signature, initials on page 2, a text and a dropdown. */
export function formTemplate(): Api.PdfTemplateAnswer['data'] {
  return {
    id: FORM_TEMPLATE_ID,
    name: 'טופס הסכמה',
    documentId: DOCUMENT_ID,
    documentVersion: 2,
    pdfUrl: `/api/pdf/form-templates/${FORM_TEMPLATE_ID}/pdf`,
    pdfFileName: 'consent.pdf',
    pageCount: 2,
    fields: [
      templateField('client_signature', { type: 'signature', label: 'חתימת הלקוח', x: 0.55, y: 0.8, width: 0.3, height: 0.07 }),
      templateField('initials', { type: 'initial', page: 2, x: 0.1, y: 0.9, width: 0.12, height: 0.05 }),
      templateField('full_name', { label: 'שם מלא' }),
      templateField('branch', { type: 'dropdown', y: 0.3, options: [{ value: 'tlv', label: 'תל אביב' }] }),
    ],
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
  };
}

/** The in-memory answers for the document's PDF form templates: the list by document and the one template. */
export function formTemplateRoutes(): Record<string, unknown> {
  const template = formTemplate();
  const { fields, createdAt: _created, documentVersion: _version, ...summary } = template;
  return {
    [`/pdf/form-templates?documentId=${DOCUMENT_ID}`]: ok([{ ...summary, fieldCount: fields.length }]),
    [`/pdf/form-templates/${FORM_TEMPLATE_ID}`]: ok(template),
  };
}
