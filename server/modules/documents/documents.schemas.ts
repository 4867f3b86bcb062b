import { changeResponseSchema, errorResponseSchema, messageResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { clientParams, refusals } from '../clients/clients.schemas';

const TAGS = ['clients'];
const uuid = (description: string) => ({ type: 'string', format: 'uuid', description }) as const;
const binary = { schema: { type: 'string', format: 'binary' } } as const;

const documentParams = { type: 'object', required: ['id', 'docId'], additionalProperties: false, properties: { id: uuid('The client id.'), docId: uuid('The document id.') } } as const;

/** A document filed with a client. */
export const documentSchema = {
  type: 'object',
  required: ['id', 'type', 'fileName', 'contentType', 'size', 'uploadedBy', 'uploadedByName', 'uploadedAt'],
  properties: {
    id: uuid('The document id.'),
    type: { type: 'string', description: "The document type: one of the office's document-upload form types, or other." },
    fileName: { type: 'string', description: 'The file name as it was uploaded (without folders).' },
    contentType: { type: 'string', description: 'The media type its content showed at upload (never the uploader’s claim).' },
    size: { type: 'integer', minimum: 0, description: 'Size in bytes.' },
    uploadedBy: { type: ['string', 'null'], description: 'Who uploaded it (user id).' },
    uploadedByName: { type: ['string', 'null'], description: 'Their name, while they are a member of the office.' },
    uploadedAt: { type: 'string', format: 'date-time', description: 'When it was uploaded.' },
  },
} as const;

/** GET /api/clients/client/{id}/documents. */
export const listDocumentsSchema = {
  summary: 'A client’s documents, newest first',
  tags: TAGS,
  params: clientParams,
  response: { 200: successResponseSchema({ type: 'array', items: documentSchema }), ...refusals },
} as const;

/** POST /api/clients/client/{id}/documents. The multipart body is read by the handler, so it has no body schema here. */
export const addDocumentSchema = {
  summary: 'Upload a document to a client',
  description:
    "multipart/form-data with one file in the field `document` and, optionally, its type in the field `type` (one of the office's document-upload form types, or other; default other). The file is held to the office's upload policy (its size limit and formats; spec 2 §5's 50 MB and PDF, DOC, DOCX, XLS, XLSX, JPG, PNG when it has none), its content checked against its extension.",
  tags: TAGS,
  params: clientParams,
  response: { 201: changeResponseSchema(documentSchema), ...refusals, 413: errorResponseSchema, 415: errorResponseSchema },
} as const;

/** GET /api/clients/client/{id}/documents/{docId}/download. */
export const downloadDocumentSchema = {
  summary: 'Download a client’s document',
  tags: TAGS,
  params: documentParams,
  response: {
    200: { description: 'The file, as an attachment, with the type its content showed at upload.', content: { 'application/octet-stream': binary } },
    ...refusals,
  },
} as const;

/** DELETE /api/clients/client/{id}/documents/{docId}. */
export const deleteDocumentSchema = { summary: 'Delete a client’s document and its file', tags: TAGS, params: documentParams, response: { 200: messageResponseSchema, ...refusals } } as const;
