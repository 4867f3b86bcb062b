import { errorResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { auditLogSchema } from '../audit/audit-logs.schemas';
import { COMPLIANCE_CHECK_IDS } from './compliance-checks';
import { REPORT_FORMATS } from './compliance-report.service';

const TAGS = ['compliance'];

/** The refusals every call may answer: bad input, no session, no right or the feature off (403 FEATURE_UNAVAILABLE). */
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } as const;

const texts = (description: string) =>
  ({ type: ['object', 'null'], description, required: ['he', 'en'], properties: { he: { type: 'string' }, en: { type: 'string' }, es: { type: 'string' } } }) as const;

/** A period of days, each end optional and included. */
const periodProperties = {
  from: { type: 'string', format: 'date', description: 'The first day of the period (UTC), included.' },
  to: { type: 'string', format: 'date', description: 'The last day of the period (UTC), included; on or after from.' },
} as const;

/** One finding of a check. */
const findingSchema = {
  type: 'object',
  required: ['id', 'name', 'detail', 'at', 'link'],
  properties: {
    id: { type: 'string', description: 'What the finding is about: a record, a task, a member, a client or an audit entry.' },
    name: { type: ['string', 'null'], description: 'Its name: a record’s title or number, a member’s or a client’s name, an entry’s place in the chain.' },
    detail: texts('What is wrong, in every language: the stage, the task’s title, how old the password is.'),
    at: { type: ['string', 'null'], format: 'date-time', description: 'When: the due time passed, the request waiting since, the password set.' },
    link: { type: ['string', 'null'], description: 'The path of the screen that deals with it.' },
  },
} as const;

/** One check of the status. */
const checkSchema = {
  type: 'object',
  required: ['id', 'state', 'count', 'checked', 'reason', 'findings'],
  properties: {
    id: { type: 'string', enum: COMPLIANCE_CHECK_IDS, description: 'The check.' },
    state: { type: 'string', enum: ['ok', 'problem', 'not-applicable'], description: 'ok: nothing found; problem: findings; not-applicable: the office has nothing this check reads (reason says why).' },
    count: { type: 'integer', description: 'How many findings there are; findings lists the first 50.' },
    checked: { type: ['integer', 'null'], description: 'How many things were checked (members, audit entries), where the check counts them.' },
    reason: texts('Why the check does not apply, in every language, in the office’s words.'),
    findings: { type: 'array', items: findingSchema, description: 'The first findings, the oldest or longest overdue first.' },
  },
} as const;

/** The status as GET /api/compliance/status answers it. */
export const complianceStatusSchema = {
  type: 'object',
  required: ['checkedAt', 'period', 'policy', 'problems', 'auditEvents', 'checks'],
  properties: {
    checkedAt: { type: 'string', format: 'date-time', description: 'When the checks ran.' },
    period: {
      type: 'object',
      required: ['from', 'to'],
      description: 'The period asked for, as instants ([from, to)); null ends are open.',
      properties: { from: { type: ['string', 'null'], format: 'date-time' }, to: { type: ['string', 'null'], format: 'date-time' } },
    },
    policy: {
      type: 'object',
      required: ['passwordExpiryDays', 'mfaRequired'],
      description: 'The office’s policy the checks hold members to.',
      properties: { passwordExpiryDays: { type: ['integer', 'null'], description: 'Days a password may be kept; null for no limit.' }, mfaRequired: { type: 'boolean' } },
    },
    problems: { type: 'integer', description: 'How many checks have findings.' },
    auditEvents: { type: 'integer', description: 'How many compliance events the audit log holds in the period.' },
    checks: { type: 'array', items: checkSchema },
  },
} as const;

/** GET /api/compliance/status. */
export const getComplianceStatusSchema = {
  summary: 'The office’s compliance status, from its own data',
  description:
    'Overdue stage time limits and tasks (due within the period, when one is given), approvals waiting, the audit log’s hash chain, passwords older than the office’s policy allows and members without multi-factor where it is required, documents past expiry and clients missing a consent their intake form requires. For members whose roles grant compliance.view; 403 FEATURE_UNAVAILABLE when the office has compliance off.',
  tags: TAGS,
  querystring: { type: 'object', additionalProperties: false, properties: periodProperties },
  response: { 200: successResponseSchema(complianceStatusSchema), ...refusals },
} as const;

/** GET /api/compliance/audits. */
export const listComplianceAuditsSchema = {
  summary: 'The audit log narrowed to compliance events',
  description: 'Sign-in security, membership and role changes, the office’s settings, exports and deletions, workflow decisions and breaches, refusals. A page of them with the total, newest first by default; the same entries as the audit screen shows.',
  tags: TAGS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...periodProperties,
      pageNumber: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1, description: 'The page, from 1.' },
      pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 50, description: 'Entries per page, at most 200.' },
      orderDescending: { type: 'boolean', default: true, description: 'Newest first (default) or oldest first.' },
    },
  },
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['logs', 'totalCount', 'pageNumber', 'pageSize'],
      properties: { logs: { type: 'array', items: auditLogSchema }, totalCount: { type: 'integer' }, pageNumber: { type: 'integer' }, pageSize: { type: 'integer' } },
    }),
    ...refusals,
  },
} as const;

/** GET /api/compliance/report. */
export const exportComplianceReportSchema = {
  summary: 'The compliance status for a period as a PDF or a spreadsheet',
  description: 'In the caller’s language (Hebrew right to left). Named compliance-<date>.<format>. Audited as compliance.report.export.',
  tags: TAGS,
  querystring: {
    type: 'object',
    required: ['format'],
    additionalProperties: false,
    properties: { format: { type: 'string', enum: REPORT_FORMATS, description: 'pdf or xlsx.' }, ...periodProperties },
  },
  response: {
    200: {
      description: 'The file, as an attachment.',
      content: {
        'application/pdf': { schema: { type: 'string', format: 'binary' } },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
      },
    },
    ...refusals,
  },
} as const;
