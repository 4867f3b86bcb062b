import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

// The XSDs documents are validated against (spec 2 §7 /schemas): the shipped holdings schema (read only) and the
// office's own. An XSD is compiled before it is stored.

const TAGS = ['xml'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema } as const;
const idParams = { type: 'object', required: ['schemaId'], additionalProperties: false, properties: { schemaId: { type: 'string', format: 'uuid', description: 'The schema’s id: an office schema’s, or the shipped holdings schema’s fixed id.' } } } as const;

/** Most characters of an uploaded XSD (the column's bound). */
export const XSD_MAX_LENGTH = 2_000_000;

const viewProperties = {
  id: { type: 'string', format: 'uuid' },
  name: { type: 'string' },
  description: { type: ['string', 'null'] },
  rootElement: { type: ['string', 'null'], description: 'The first global element the XSD declares.' },
  builtIn: { type: 'boolean', description: 'Whether it comes with the product (read only).' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
} as const;
const viewRequired = ['id', 'name', 'description', 'rootElement', 'builtIn', 'createdAt', 'updatedAt'] as const;

/** A schema as the screens list it. */
export const xmlSchemaViewSchema = { type: 'object', required: viewRequired, properties: viewProperties } as const;
/** A schema read by its id, with its XSD. */
export const xmlSchemaWithXsdSchema = { type: 'object', required: [...viewRequired, 'xsd'], properties: { ...viewProperties, xsd: { type: 'string' } } } as const;

const writeProperties = {
  name: { type: 'string', minLength: 1, maxLength: 200 },
  description: { type: ['string', 'null'], maxLength: 1000 },
  xsd: { type: 'string', minLength: 1, maxLength: XSD_MAX_LENGTH, description: 'The XSD’s text; it must compile (400 XML_SCHEMA_INVALID naming its line otherwise).' },
} as const;

/** GET /api/xml/schemas. */
export const listXmlSchemasSchema = {
  summary: 'The XSDs: the shipped holdings schema first, then the office’s by name',
  tags: TAGS,
  response: { 200: successResponseSchema({ type: 'array', maxItems: 201, items: xmlSchemaViewSchema }), ...refusals },
} as const;

/** POST /api/xml/schemas. */
export const createXmlSchemaSchema = {
  summary: 'Upload an XSD for the office',
  description: 'The XSD is compiled first: 400 XML_SCHEMA_INVALID with its line otherwise. Audited (xml.schema.created).',
  tags: TAGS,
  body: { type: 'object', required: ['name', 'xsd'], additionalProperties: false, properties: writeProperties },
  response: { 201: changeResponseSchema(xmlSchemaWithXsdSchema), ...refusals },
} as const;

/** GET /api/xml/schemas/{schemaId}. */
export const getXmlSchemaSchema = { summary: 'A schema with its XSD (the shipped one too)', tags: TAGS, params: idParams, response: { 200: successResponseSchema(xmlSchemaWithXsdSchema), ...refusals } } as const;

/** PUT /api/xml/schemas/{schemaId}. */
export const updateXmlSchemaSchema = {
  summary: 'Change an office’s schema: name, description, XSD',
  description: 'A new XSD is compiled first (400 naming its line). The shipped schema cannot be changed: 409 XML_SCHEMA_BUILT_IN. Audited (xml.schema.updated, before and after).',
  tags: TAGS,
  params: idParams,
  body: { type: 'object', additionalProperties: false, minProperties: 1, properties: writeProperties },
  response: { 200: changeResponseSchema(xmlSchemaWithXsdSchema), ...refusals },
} as const;

/** DELETE /api/xml/schemas/{schemaId}. */
export const deleteXmlSchemaSchema = {
  summary: 'Delete an office’s schema',
  description: 'The row stays for the audit trail; documents validated against it keep their results. The shipped schema cannot be deleted: 409 XML_SCHEMA_BUILT_IN. Audited (xml.schema.deleted).',
  tags: TAGS,
  params: idParams,
  response: { 200: changeResponseSchema({ type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } }), ...refusals },
} as const;
