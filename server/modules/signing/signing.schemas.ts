import { participantRoles, participantStatuses, signingStatuses } from '../../../engine/signing/signing-state';
import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

// The signing workflows' API (issue 24, spec 2 §3–§4): the office's routes under /api/pdf/signing, the signer's
// public routes under /api/sign (the token in the query string or the body, never in a path the log keeps), and
// /api/verify. These schemas are the one source of the shapes: the browser's types are generated from them.

const TAGS = ['signing'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema } as const;
const publicRefusals = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 410: errorResponseSchema, 429: errorResponseSchema } as const;

/** Most participants in one workflow, and most fields on one document. */
export const MAX_PARTICIPANTS = 20;
export const MAX_FIELDS = 200;
/** The largest drawn or uploaded signature image, as bytes (its data URL is a third longer). */
export const MAX_SIGNATURE_BYTES = 512 * 1024;

/** The kinds of box a participant fills. */
export const SIGNING_FIELD_KINDS = ['signature', 'initials', 'date', 'text', 'checkbox'] as const;
/** How a signature or initials were made. */
export const SIGNATURE_METHODS = ['drawn', 'typed', 'uploaded'] as const;
/** The lists of /documents/workflows: out and not done, waiting for the caller, completed, drafts. */
export const SIGNING_VIEWS = ['active', 'waiting', 'completed', 'drafts', 'all'] as const;
/** What a participant does from their link. */
export const SIGNING_ACTIONS = ['sign', 'decline', 'approve', 'reject', 'request_changes'] as const;

const uuid = (description: string) => ({ type: 'string', format: 'uuid', description }) as const;
const workflowParams = { type: 'object', required: ['workflowId'], additionalProperties: false, properties: { workflowId: uuid('The signing workflow id.') } } as const;
const participantParams = {
  type: 'object',
  required: ['workflowId', 'participantId'],
  additionalProperties: false,
  properties: { workflowId: uuid('The signing workflow id.'), participantId: uuid('The participant id.') },
} as const;
const token = { type: 'string', minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', description: 'The link’s token, as the mail gave it.' } as const;
const tokenQuery = { type: 'object', required: ['token'], additionalProperties: false, properties: { token } } as const;

/** Workflow settings (spec 2 §3), with how long a link works. */
export const signingSettingsSchema = {
  type: 'object',
  required: ['requireOrder', 'allowDecline', 'sendReminders', 'reminderInterval', 'publicAccess', 'linkDays'],
  additionalProperties: false,
  properties: {
    requireOrder: { type: 'boolean', description: 'Participants act in their order; a later one’s link waits for every earlier one.' },
    allowDecline: { type: 'boolean', description: 'Signers may decline (with a reason), which ends the workflow rejected.' },
    sendReminders: { type: 'boolean', description: 'Remind whoever’s turn it is, every reminderInterval hours, until they act or their link ends.' },
    reminderInterval: { type: 'integer', minimum: 1, maximum: 720, description: 'Hours between reminders.' },
    publicAccess: { type: 'boolean', description: 'true: the link alone opens the document; false: a one-time code e-mailed to the participant comes first.' },
    linkDays: { type: 'integer', minimum: 1, maximum: 90, description: 'Days a link works from when it is sent.' },
  },
} as const;

/** A participant as the sender gives them. */
export const participantInputSchema = {
  type: 'object',
  // name and email default from the member (userId); someone outside the office needs both (400 at the field).
  required: ['key', 'role', 'order'],
  additionalProperties: false,
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 40, description: 'The sender’s own name for this participant in this request; fields name it.' },
    role: { enum: participantRoles },
    order: { type: 'integer', minimum: 1, maximum: 100, description: 'Their place in the order (1 first); equal places act in parallel.' },
    userId: { type: ['string', 'null'], format: 'uuid', description: 'A member of the office, or null for someone outside it.' },
    name: { type: 'string', minLength: 1, maxLength: 200, description: 'Defaults to the member’s name; required for someone outside the office.' },
    email: { type: 'string', minLength: 3, maxLength: 254, format: 'email', description: 'Defaults to the member’s address; required for someone outside the office.' },
    phone: { type: ['string', 'null'], maxLength: 30, description: 'Optional; kept as digits (and a leading +).' },
    language: { type: 'string', pattern: '^[a-z]{2}$', description: 'The language of their mails and page; one the office offers. Defaults to the office’s first.' },
  },
} as const;

/** A box on a page, as the sender places it: position and size are fractions of the page from its top left. */
export const fieldInputSchema = {
  type: 'object',
  required: ['participantKey', 'kind', 'page', 'x', 'y', 'width', 'height'],
  additionalProperties: false,
  properties: {
    participantKey: { type: 'string', minLength: 1, maxLength: 40, description: 'The key of the participant who fills it (a signer, or for a checkbox or text any who acts).' },
    kind: { enum: SIGNING_FIELD_KINDS },
    page: { type: 'integer', minimum: 1, maximum: 1000 },
    x: { type: 'number', minimum: 0, maximum: 1 },
    y: { type: 'number', minimum: 0, maximum: 1 },
    width: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
    height: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
    required: { type: 'boolean', default: true },
    label: { type: 'string', maxLength: 100, default: '' },
  },
} as const;

/** A draft as the send dialog writes it. */
export const workflowInputSchema = {
  type: 'object',
  required: ['documentId', 'participants', 'fields', 'settings'],
  additionalProperties: false,
  properties: {
    documentId: uuid('The library document to send; its current version is what is signed (a PDF).'),
    name: { type: 'string', minLength: 1, maxLength: 255, description: 'Defaults to the document’s name.' },
    message: { type: 'string', maxLength: 2000, default: '', description: 'A note to the participants, in their mail and on their page.' },
    settings: signingSettingsSchema,
    participants: { type: 'array', minItems: 1, maxItems: MAX_PARTICIPANTS, items: participantInputSchema },
    fields: { type: 'array', maxItems: MAX_FIELDS, items: fieldInputSchema },
    send: { type: 'boolean', default: false, description: 'Submit at once (send the first links) instead of keeping a draft.' },
  },
} as const;

/** A participant as the office sees them. */
export const participantSchema = {
  type: 'object',
  required: ['id', 'role', 'order', 'userId', 'name', 'email', 'phone', 'language', 'status', 'actedAt', 'declineReason', 'linkSentAt', 'linkExpiresAt', 'remindedAt', 'isTheirTurn'],
  properties: {
    id: uuid('The participant id.'),
    role: { enum: participantRoles },
    order: { type: 'integer' },
    userId: { type: ['string', 'null'] },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'] },
    language: { type: 'string' },
    status: { enum: participantStatuses },
    actedAt: { type: ['string', 'null'], format: 'date-time' },
    declineReason: { type: ['string', 'null'] },
    linkSentAt: { type: ['string', 'null'], format: 'date-time' },
    linkExpiresAt: { type: ['string', 'null'], format: 'date-time' },
    remindedAt: { type: ['string', 'null'], format: 'date-time' },
    isTheirTurn: { type: 'boolean', description: 'Whether they may act now (the statechart’s whoMayActNow).' },
  },
} as const;

/** A box on a page, as the office sees it. */
export const fieldSchema = {
  type: 'object',
  required: ['id', 'participantId', 'kind', 'page', 'x', 'y', 'width', 'height', 'required', 'label', 'filledAt'],
  properties: {
    id: uuid('The field id.'),
    participantId: { type: 'string' },
    kind: { enum: SIGNING_FIELD_KINDS },
    page: { type: 'integer' },
    x: { type: 'number' },
    y: { type: 'number' },
    width: { type: 'number' },
    height: { type: 'number' },
    required: { type: 'boolean' },
    label: { type: 'string' },
    filledAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/** One entry of a workflow's trail. */
export const signingEventSchema = {
  type: 'object',
  required: ['seq', 'event', 'occurredAt', 'participantId', 'participantName', 'actorName', 'ip', 'userAgent', 'detail'],
  properties: {
    seq: { type: 'integer' },
    event: {
      type: 'string',
      description:
        'created, updated, submitted, link_sent, viewed, code_sent, code_verified, code_failed, approved, rejected, changes_requested, signed, declined, expired, reminded, resent, cancelled, completed, sealed.',
    },
    occurredAt: { type: 'string', format: 'date-time' },
    participantId: { type: ['string', 'null'] },
    participantName: { type: ['string', 'null'] },
    actorName: { type: ['string', 'null'], description: 'The member who did it, for the sender’s actions.' },
    ip: { type: ['string', 'null'] },
    userAgent: { type: ['string', 'null'] },
    detail: { type: 'object', additionalProperties: true, description: 'What else the event keeps: a reason, a method, the mail it went to.' },
  },
} as const;

/** A workflow in a list. */
export const workflowSummarySchema = {
  type: 'object',
  required: ['id', 'name', 'documentId', 'documentName', 'status', 'createdBy', 'createdByName', 'createdAt', 'updatedAt', 'completedAt', 'participantCount', 'doneCount', 'waitingFor'],
  properties: {
    id: uuid('The signing workflow id.'),
    name: { type: 'string' },
    documentId: { type: 'string' },
    documentName: { type: 'string' },
    status: { enum: signingStatuses },
    createdBy: { type: ['string', 'null'] },
    createdByName: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    completedAt: { type: ['string', 'null'], format: 'date-time' },
    participantCount: { type: 'integer', description: 'Those who act (observers not counted).' },
    doneCount: { type: 'integer', description: 'Those of them who are done.' },
    waitingFor: { type: 'array', items: { type: 'string' }, description: 'The names of those whose turn it is.' },
  },
} as const;

/** A workflow in full, as /documents/workflows/:id shows it. */
export const workflowSchema = {
  type: 'object',
  required: [...workflowSummarySchema.required, 'documentVersion', 'message', 'settings', 'participants', 'fields', 'events', 'submittedAt', 'sealedVersion', 'canManage'],
  properties: {
    ...workflowSummarySchema.properties,
    documentVersion: { type: 'integer', description: 'The version of the document that was sent.' },
    message: { type: 'string' },
    settings: signingSettingsSchema,
    participants: { type: 'array', items: participantSchema },
    fields: { type: 'array', items: fieldSchema },
    events: { type: 'array', items: signingEventSchema, description: 'The trail, oldest first.' },
    submittedAt: { type: ['string', 'null'], format: 'date-time' },
    sealedVersion: { type: ['integer', 'null'], description: 'The library version holding the sealed PDF, once completed.' },
    canManage: { type: 'boolean', description: 'Whether the caller may change, send, remind, resend and cancel it (its sender, an admin or a manager).' },
  },
} as const;

/** POST /api/pdf/signing. */
export const createWorkflowSchema = {
  summary: 'Create a signing workflow on a library document (a draft, or sent at once)',
  description:
    'The document must be a PDF the caller may see; participants each once by e-mail, with at least one who acts to send; fields on the document’s pages, each for a participant who acts (signature and initials for signers). 400 at each wrong field, in the caller’s language. Audited (signing.created, and signing.submitted when sent).',
  tags: TAGS,
  body: workflowInputSchema,
  response: { 201: changeResponseSchema(workflowSchema), ...refusals },
} as const;

/** PUT /api/pdf/signing/{workflowId}. */
export const updateWorkflowSchema = {
  summary: 'Replace a draft’s participants, fields and settings',
  description: 'Only a draft (409 SIGNING_NOT_DRAFT otherwise); the same checks as creating. Audited (signing.updated).',
  tags: TAGS,
  params: workflowParams,
  body: workflowInputSchema,
  response: { 200: changeResponseSchema(workflowSchema), ...refusals },
} as const;

/** GET /api/pdf/signing. */
export const listWorkflowsSchema = {
  summary: 'The office’s signing workflows, a page at a time',
  tags: TAGS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      view: { enum: SIGNING_VIEWS, default: 'active', description: 'active: sent and not closed; waiting: the caller’s turn; completed; drafts; all.' },
      status: { type: 'array', items: { enum: signingStatuses }, maxItems: 8, description: 'Only these statuses.' },
      search: { type: 'string', maxLength: 100, description: 'Words of the workflow’s, the document’s or a participant’s name or e-mail.' },
      documentId: { type: 'string', format: 'uuid', description: 'Only the workflows of one document.' },
      page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    },
  },
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['workflows', 'total', 'page', 'limit', 'counts'],
      properties: {
        workflows: { type: 'array', items: workflowSummarySchema },
        total: { type: 'integer', minimum: 0 },
        page: { type: 'integer' },
        limit: { type: 'integer' },
        counts: {
          type: 'object',
          required: ['active', 'waiting', 'completed', 'drafts'],
          properties: { active: { type: 'integer' }, waiting: { type: 'integer' }, completed: { type: 'integer' }, drafts: { type: 'integer' } },
          description: 'How many each view holds, for its tab.',
        },
      },
    }),
    ...refusals,
  },
} as const;

/** GET /api/pdf/signing/{workflowId}. */
export const getWorkflowSchema = { summary: 'A signing workflow in full: participants, fields and trail', tags: TAGS, params: workflowParams, response: { 200: successResponseSchema(workflowSchema), ...refusals } } as const;

/** DELETE /api/pdf/signing/{workflowId}. */
export const deleteWorkflowSchema = {
  summary: 'Delete a draft',
  description: 'Only a draft (409 SIGNING_NOT_DRAFT otherwise: a sent workflow is cancelled, and keeps its trail). Audited (signing.deleted).',
  tags: TAGS,
  params: workflowParams,
  response: { 200: changeResponseSchema({ type: 'object', required: ['id'], properties: { id: { type: 'string' } } }), ...refusals },
} as const;

/** POST /api/pdf/signing/{workflowId}/submit and /cancel. */
export const workflowActionSchema = (summary: string, description: string) =>
  ({ summary, description, tags: TAGS, params: workflowParams, response: { 200: changeResponseSchema(workflowSchema), ...refusals } }) as const;

export const submitWorkflowSchema = workflowActionSchema(
  'Send a draft: to its reviewers, or straight out for signature',
  'Links go by e-mail to those whose turn it is, in their language. 409 with the statechart’s reason (SIGNING_REFUSED) when it may not be sent. Audited (signing.submitted).',
);
export const cancelWorkflowSchema = workflowActionSchema('Cancel a workflow: every link stops', 'Audited (signing.cancelled); the participants who had a link are told.');

/** POST /api/pdf/signing/{workflowId}/participants/{participantId}/resend and /remind. */
export const participantActionSchema = (summary: string, description: string) =>
  ({ summary, description, tags: TAGS, params: participantParams, response: { 200: changeResponseSchema(workflowSchema), ...refusals } }) as const;

export const resendLinkSchema = participantActionSchema('Send a participant a new link', 'The old link stops working; an expired participant may act again. 409 when it is not their turn (order) or they are done. Audited (signing.resent).');
export const remindParticipantSchema = participantActionSchema(
  'Remind a participant whose turn it is',
  'A new link, mailed again: only a token’s hash is kept, so the old link cannot be mailed again; it stops, and the new one ends when the old one would have. 409 when it is not their turn. Audited (signing.reminded).',
);

/** GET /api/pdf/signing/{workflowId}/sealed and /certificate: PDF files. */
export const sealedFileSchema = (summary: string) =>
  ({
    summary,
    tags: TAGS,
    params: workflowParams,
    response: { 200: { description: 'The PDF, as an attachment, byte for byte.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, ...refusals },
  }) as const;
export const downloadSealedSchema = sealedFileSchema('The completed, sealed PDF (with its certificate pages)');
export const downloadCertificateSchema = sealedFileSchema('The audit certificate alone, as a sealed PDF');

// ——— The signer's public routes ———

/** A box the participant fills, as their page shows it. */
export const myFieldSchema = {
  type: 'object',
  required: ['id', 'kind', 'page', 'x', 'y', 'width', 'height', 'required', 'label'],
  properties: {
    id: { type: 'string' },
    kind: { enum: SIGNING_FIELD_KINDS },
    page: { type: 'integer' },
    x: { type: 'number' },
    y: { type: 'number' },
    width: { type: 'number' },
    height: { type: 'number' },
    required: { type: 'boolean' },
    label: { type: 'string' },
  },
} as const;

/** What a link opens: the office, the document, the participant, and what they may do now. */
export const signingSessionSchema = {
  type: 'object',
  required: ['officeName', 'languages', 'language', 'documentName', 'message', 'senderName', 'participant', 'workflowStatus', 'state', 'allowDecline', 'needsCode', 'fields', 'linkExpiresAt'],
  properties: {
    officeName: { type: 'string' },
    languages: { type: 'array', items: { type: 'string' }, description: 'The languages the office offers, for the page’s language menu.' },
    language: { type: 'string', description: 'The participant’s language: the page opens in it.' },
    documentName: { type: 'string' },
    message: { type: 'string' },
    senderName: { type: ['string', 'null'] },
    participant: {
      type: 'object',
      required: ['name', 'role', 'status'],
      properties: { name: { type: 'string' }, role: { enum: participantRoles }, status: { enum: participantStatuses } },
    },
    workflowStatus: { enum: signingStatuses },
    state: {
      enum: ['ready', 'waiting', 'done', 'closed', 'expired'],
      description: 'ready: they may act now; waiting: someone earlier must act first; done: they acted; closed: the workflow is cancelled, rejected or complete; expired: the link ended.',
    },
    allowDecline: { type: 'boolean' },
    needsCode: { type: 'boolean', description: 'A one-time code must be asked for and entered before the document opens.' },
    fields: { type: 'array', items: myFieldSchema, description: 'The boxes this participant fills, page by page.' },
    linkExpiresAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/** GET /api/sign/session?token=. */
export const signingSessionRouteSchema = {
  summary: 'What a signing link opens',
  description: 'No account. 404 SIGNING_LINK_UNKNOWN for a token that is not (or no longer) a link. Rate limited. Records a view in the trail.',
  tags: TAGS,
  querystring: tokenQuery,
  response: { 200: successResponseSchema(signingSessionSchema), ...publicRefusals },
} as const;

/** GET /api/sign/document?token=: the PDF that was sent. */
export const signingDocumentSchema = {
  summary: 'The document a link signs, as a PDF',
  description: '403 SIGNING_CODE_REQUIRED until the one-time code was entered where the workflow asks for one.',
  tags: TAGS,
  querystring: tokenQuery,
  response: { 200: { description: 'The PDF that was sent, byte for byte.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, ...publicRefusals },
} as const;

/** POST /api/sign/code: mail a one-time code to the participant. */
export const sendSigningCodeSchema = {
  summary: 'Mail the participant a one-time code',
  tags: TAGS,
  body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token } },
  response: { 200: changeResponseSchema({ type: 'object', required: ['sentTo'], properties: { sentTo: { type: 'string', description: 'The address, partly hidden.' } } }), ...publicRefusals },
} as const;

/** POST /api/sign/code/verify. */
export const verifySigningCodeSchema = {
  summary: 'Enter the one-time code',
  description: '400 SIGNING_CODE_WRONG (five tries, then a new code is needed); 410 SIGNING_CODE_EXPIRED after ten minutes.',
  tags: TAGS,
  body: { type: 'object', required: ['token', 'code'], additionalProperties: false, properties: { token, code: { type: 'string', pattern: '^[0-9]{6}$' } } },
  response: { 200: changeResponseSchema({ type: 'object', required: ['verified'], properties: { verified: { const: true } } }), ...publicRefusals },
} as const;

/** What a participant filled in one box. */
export const fieldValueSchema = {
  type: 'object',
  required: ['fieldId'],
  additionalProperties: false,
  properties: {
    fieldId: { type: 'string', format: 'uuid' },
    value: { type: 'string', maxLength: 1000, description: 'Text; a date as YYYY-MM-DD; "true" or "false" for a checkbox; the words of a typed signature.' },
    method: { enum: SIGNATURE_METHODS, description: 'For a signature or initials: how it was made.' },
    image: { type: 'string', maxLength: 800_000, pattern: '^data:image/(png|jpeg);base64,[A-Za-z0-9+/=]+$', description: 'A drawn or uploaded signature, as a PNG or JPEG data URL.' },
  },
} as const;

/** POST /api/sign/act. */
export const signingActSchema = {
  summary: 'Act from a link: sign (with the filled fields), decline, approve, reject or ask for changes',
  description:
    'The statechart decides: 409 SIGNING_REFUSED with its reason (OUT_OF_ORDER, WORKFLOW_CLOSED, ALREADY_DONE, DECLINE_NOT_ALLOWED…); 400 at each missing or wrong field. Signing fills every required box of the participant. The last signature completes the workflow: the sealed PDF is stored as a new version and mailed to everyone.',
  tags: TAGS,
  body: {
    type: 'object',
    required: ['token', 'action'],
    additionalProperties: false,
    properties: {
      token,
      action: { enum: SIGNING_ACTIONS },
      values: { type: 'array', maxItems: MAX_FIELDS, items: fieldValueSchema, default: [] },
      reason: { type: 'string', maxLength: 1000, description: 'Why they decline, reject or ask for changes.' },
    },
  },
  response: { 200: changeResponseSchema(signingSessionSchema), ...publicRefusals },
} as const;

// ——— /verify ———

/** What /verify found in a PDF. */
export const verificationSchema = {
  type: 'object',
  required: ['isSealed', 'isIntact', 'isOurs', 'signedAt', 'signer', 'sha256', 'workflow'],
  properties: {
    isSealed: { type: 'boolean', description: 'It carries a PAdES/CMS signature.' },
    isIntact: { type: 'boolean', description: 'The signed bytes are unchanged since it was sealed.' },
    isOurs: { type: 'boolean', description: 'It was sealed by this installation’s certificate.' },
    signedAt: { type: ['string', 'null'], format: 'date-time' },
    signer: { type: ['string', 'null'], description: 'The sealing certificate’s name.' },
    sha256: { type: 'string' },
    workflow: {
      type: ['object', 'null'],
      description: 'The workflow that sealed it, when this installation holds it: its office, document, participants and trail.',
      required: ['officeName', 'documentName', 'completedAt', 'participants', 'events'],
      properties: {
        officeName: { type: 'string' },
        documentName: { type: 'string' },
        completedAt: { type: ['string', 'null'], format: 'date-time' },
        participants: {
          type: 'array',
          items: {
            type: 'object',
            required: ['name', 'role', 'status', 'actedAt'],
            properties: { name: { type: 'string' }, role: { enum: participantRoles }, status: { enum: participantStatuses }, actedAt: { type: ['string', 'null'], format: 'date-time' } },
          },
        },
        events: {
          type: 'array',
          items: {
            type: 'object',
            required: ['event', 'occurredAt', 'participantName'],
            properties: { event: { type: 'string' }, occurredAt: { type: 'string', format: 'date-time' }, participantName: { type: ['string', 'null'] } },
          },
        },
      },
    },
  },
} as const;

/** POST /api/verify. */
export const verifyPdfSchema = {
  summary: 'Check whether a PDF was sealed by this installation and is unchanged since',
  description: 'multipart/form-data with one PDF in the field `file` (at most 50 MB). No account; rate limited. 415 for a file that is not a PDF.',
  tags: TAGS,
  response: { 200: successResponseSchema(verificationSchema), 400: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema, 429: errorResponseSchema },
} as const;
