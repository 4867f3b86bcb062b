import type { DownloadedFile } from '../../api/api-client-options';
import { api } from '../../app/session';
import { postWithProgress, type OnProgress } from '../documents/send-with-progress';
import type { HoldingsRow, TransformRequest, UploadDetails, XmlAnswer, XmlBatchResult, XmlExportFormat, XmlSchemaChange, XmlSchemaChanged, XmlSchemaDeleted, XmlSchemaDetail, XmlSchemaInput, XmlTransformation, XmlUploadResult, XmlValidation } from './xml-api-types';

/** The XML intake's API paths (server/modules/xml; the API client adds /api). */
export const XML_API = {
  documents: '/xml/documents',
  search: '/xml/search',
  tags: '/xml/tags',
  upload: '/xml/upload',
  schemas: '/xml/schemas',
  schema: (id: string) => `/xml/schemas/${encodeURIComponent(id)}`,
  analytics: (period: string) => `/xml/analytics?period=${encodeURIComponent(period)}`,
  document: (id: string, part?: 'content' | 'data' | 'validation' | 'transformations' | 'tags' | 'link' | 'leads') => `/xml/documents/${encodeURIComponent(id)}${part ? `/${part}` : ''}`,
  download: (id: string, format: 'original' | 'json' | 'csv' | 'xlsx') => `/xml/documents/${encodeURIComponent(id)}/download?format=${format}`,
  transformationDownload: (id: string, transformationId: string) => `/xml/documents/${encodeURIComponent(id)}/transformations/${encodeURIComponent(transformationId)}/download`,
  validate: '/xml/validate',
  transform: '/xml/transform',
  batch: (action: 'validate' | 'transform' | 'delete') => `/xml/batch/${action}`,
  export: '/xml/export',
  clientHoldings: (clientId: string) => `/xml/client/${encodeURIComponent(clientId)}/holdings`,
} as const;

/** What the download button fetches: the original or a format made on the fly, or a stored transformation. */
export type XmlDownload = { format: 'original' | 'json' | 'csv' | 'xlsx' } | { transformationId: string };

/**
 * How the XML screens upload and change; stories give their own. Reads go through SWR (the app's fetcher), as the
 * simulations' do.
 */
export interface XmlApi {
  /** POST /upload: one file (.xml, .dat or .zip) with its progress; several files are several calls. */
  upload(file: File, details: UploadDetails, onProgress: OnProgress): Promise<XmlAnswer<XmlUploadResult>>;
  validate(documentId: string, schemaId?: string): Promise<XmlAnswer<XmlValidation>>;
  transform(documentId: string, request: TransformRequest): Promise<XmlAnswer<XmlTransformation>>;
  remove(documentId: string): Promise<unknown>;
  setTags(documentId: string, tags: string[]): Promise<unknown>;
  batchValidate(documentIds: string[], schemaId?: string): Promise<XmlAnswer<XmlBatchResult>>;
  batchTransform(documentIds: string[], request: TransformRequest): Promise<XmlAnswer<XmlBatchResult>>;
  batchDelete(documentIds: string[]): Promise<XmlAnswer<XmlBatchResult>>;
  download(documentId: string, what: XmlDownload): Promise<DownloadedFile>;
  /** POST /export: the chosen files with their validation and conversion results, as one file. */
  exportDocuments(documentIds: string[], format: XmlExportFormat): Promise<DownloadedFile>;
  /** POST /documents/:id/link: that member's policies of the file linked to the {{client}}. */
  link(documentId: string, idNumber: string, clientId: string): Promise<XmlAnswer<HoldingsRow[]>>;
  /** POST /documents/:id/leads: a {{lead}} for each unmatched member named (all when none). */
  createLeads(documentId: string, idNumbers?: string[]): Promise<XmlAnswer<{ created: { clientId: string; name: string; idNumber: string }[] }>>;
  /** GET /schemas/:id: a schema with its XSD (the shipped one too). */
  schema(schemaId: string): Promise<XmlAnswer<XmlSchemaDetail>>;
  /** POST /schemas: 400 XML_SCHEMA_INVALID, naming the XSD's line, when it does not compile. */
  createSchema(body: XmlSchemaInput): Promise<XmlSchemaChanged>;
  /** PUT /schemas/:id: an office schema's name, description or XSD; 409 for the shipped one. */
  updateSchema(schemaId: string, body: XmlSchemaChange): Promise<XmlSchemaChanged>;
  /** DELETE /schemas/:id: 409 for the shipped one. */
  deleteSchema(schemaId: string): Promise<XmlSchemaDeleted>;
}

/** The server's XML intake, through the session's API client (session cookie and CSRF). */
export const serverXmlApi: XmlApi = {
  upload: (file, details, onProgress) => {
    const body = new FormData();
    body.append('description', details.description);
    body.append('tags', JSON.stringify(details.tags));
    body.append('autoValidate', String(details.autoValidate));
    body.append('schemaId', details.schemaId);
    // The file last: the server reads the fields before it streams the file.
    body.append('file', file, file.name);
    return postWithProgress(XML_API.upload, body, onProgress);
  },
  validate: (documentId, schemaId) => api.post(XML_API.validate, { documentId, ...(schemaId ? { schemaId } : {}) }),
  transform: (documentId, request) => api.post(XML_API.transform, { documentId, ...request }),
  remove: (documentId) => api.delete(XML_API.document(documentId)),
  setTags: (documentId, tags) => api.patch(XML_API.document(documentId, 'tags'), { tags }),
  batchValidate: (documentIds, schemaId) => api.post(XML_API.batch('validate'), { documentIds, ...(schemaId ? { schemaId } : {}) }),
  batchTransform: (documentIds, request) => api.post(XML_API.batch('transform'), { documentIds, ...request }),
  batchDelete: (documentIds) => api.post(XML_API.batch('delete'), { documentIds }),
  download: (documentId, what) => api.get<DownloadedFile>('transformationId' in what ? XML_API.transformationDownload(documentId, what.transformationId) : XML_API.download(documentId, what.format), { responseType: 'blob' }),
  exportDocuments: (documentIds, format) => api.post<DownloadedFile>(XML_API.export, { documentIds, format }, { responseType: 'blob' }),
  link: (documentId, idNumber, clientId) => api.post(XML_API.document(documentId, 'link'), { idNumber, clientId }),
  createLeads: (documentId, idNumbers) => api.post(XML_API.document(documentId, 'leads'), idNumbers ? { idNumbers } : {}),
  schema: (schemaId) => api.get(XML_API.schema(schemaId)),
  createSchema: (body) => api.post(XML_API.schemas, body),
  updateSchema: (schemaId, body) => api.put(XML_API.schema(schemaId), body),
  deleteSchema: (schemaId) => api.delete(XML_API.schema(schemaId)),
};
