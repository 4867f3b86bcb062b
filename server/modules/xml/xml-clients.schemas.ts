import { changeResponseSchema, errorResponseSchema, messagesSchema, successResponseSchema } from '../../http/response-schemas';

// Linking a file's members to the office's people (issue 27): a member linked to a client, the unmatched made into
// leads, and a client's policies from the latest file naming each.

const TAGS = ['xml'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;
const documentParams = { type: 'object', required: ['documentId'], additionalProperties: false, properties: { documentId: { type: 'string', format: 'uuid', description: 'The XML document’s id.' } } } as const;
const clientParams = { type: 'object', required: ['clientId'], additionalProperties: false, properties: { clientId: { type: 'string', format: 'uuid' } } } as const;
const idNumberSchema = { type: 'string', minLength: 1, maxLength: 20, pattern: '^[0-9]+$', description: 'The member’s ID number as the file writes it (MISPAR-ZIHUY-LAKOACH).' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

/** One policy of a file (HoldingsRow of the contract). */
export const holdingsRowSchema = {
  type: 'object',
  required: ['id', 'policyNumber', 'planName', 'productType', 'policyStatus', 'memberIdNumber', 'memberName', 'producerName', 'valuationDate', 'balance', 'monthlyDeposit', 'depositFeePct', 'balanceFeePct', 'clientId', 'clientName', 'documentId', 'fileName', 'line'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    policyNumber: { type: 'string' },
    planName: { type: ['string', 'null'] },
    productType: { type: ['integer', 'null'], description: 'SUG-MUTZAR-PENSIONI (1–5).' },
    policyStatus: { type: ['integer', 'null'], description: 'STATUS-POLISA-O-CHESHBON.' },
    memberIdNumber: { type: 'string' },
    memberName: { type: ['string', 'null'] },
    producerName: { type: ['string', 'null'] },
    valuationDate: { type: ['string', 'null'], format: 'date' },
    balance: nullableNumber,
    monthlyDeposit: nullableNumber,
    depositFeePct: { type: ['number', 'null'], description: '1.00 = 1%.' },
    balanceFeePct: { type: ['number', 'null'], description: '1.00 = 1%.' },
    clientId: { type: ['string', 'null'], format: 'uuid' },
    clientName: { type: ['string', 'null'] },
    documentId: { type: 'string', format: 'uuid' },
    fileName: { type: 'string' },
    line: { type: ['integer', 'null'] },
  },
} as const;

/** POST /api/xml/documents/{documentId}/link. */
export const linkXmlMemberSchema = {
  summary: 'Link a member of a file to a client of the office',
  description: 'Links that member’s policies of this file to the client; 404 for a file, member or client the office does not have. Audited (xml.holdings.linked).',
  tags: TAGS,
  params: documentParams,
  body: { type: 'object', required: ['idNumber', 'clientId'], additionalProperties: false, properties: { idNumber: idNumberSchema, clientId: { type: 'string', format: 'uuid' } } },
  response: { 200: changeResponseSchema({ type: 'array', maxItems: 10_000, items: holdingsRowSchema }), ...refusals },
} as const;

/** POST /api/xml/documents/{documentId}/leads. */
export const createXmlLeadsSchema = {
  summary: 'Make leads of a file’s unmatched members and link their policies',
  description:
    'Each member no client has (those named, or all) becomes a lead from the file’s name, ID number, gender and birth date; a field the office’s rules refuse is left off, and a member without a valid name is skipped with the reason. Audited (xml.holdings.lead-created).',
  tags: TAGS,
  params: documentParams,
  body: { type: 'object', additionalProperties: false, properties: { idNumbers: { type: 'array', minItems: 1, maxItems: 1000, uniqueItems: true, items: idNumberSchema } } },
  response: {
    201: changeResponseSchema({
      type: 'object',
      required: ['created', 'skipped'],
      properties: {
        created: { type: 'array', items: { type: 'object', required: ['clientId', 'name', 'idNumber'], properties: { clientId: { type: 'string', format: 'uuid' }, name: { type: 'string' }, idNumber: { type: 'string' } } } },
        skipped: { type: 'array', items: { type: 'object', required: ['idNumber', 'reason'], properties: { idNumber: { type: 'string' }, reason: messagesSchema } } },
      },
    }),
    ...refusals,
  },
} as const;

/** GET /api/xml/client/{clientId}/holdings. */
export const clientXmlHoldingsSchema = {
  summary: 'A client’s policies, each from the latest file naming it',
  tags: TAGS,
  params: clientParams,
  response: { 200: successResponseSchema({ type: 'array', maxItems: 500, items: holdingsRowSchema }), ...refusals },
} as const;
