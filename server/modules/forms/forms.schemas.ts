import { changeResponseSchema, errorResponseSchema, messageResponseSchema, successResponseSchema } from '../../http/response-schemas';

const TAGS = ['forms'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;
const writeRefusals = { ...refusals, 409: errorResponseSchema } as const;

/** The most a version number may be (PostgreSQL's integer). */
const MAX_VERSION = 2147483647;

const text = {
  type: 'object',
  required: ['he', 'en'],
  properties: { he: { type: 'string' }, en: { type: 'string' }, es: { type: 'string' } },
  description: 'A text by language: Hebrew and English, and Spanish where the office offers it.',
} as const;

// The definition: schemas/form.schema.json, checked whole by the service (engine/forms/check-form-definition.ts, the
// loader's checks) so that every problem answers at its field; here only its outline, so the schema is not written twice.
const definition = {
  type: 'object',
  additionalProperties: true,
  description:
    'A FormDefinition of schemas/form.schema.json (id, title, schema, uiSchema, fields…), every text in each language the office offers. A problem answers 400 FORM_INVALID with each one at its field, named from the body (definition.fields.kind.options).',
} as const;

const category = { type: ['string', 'null'], minLength: 1, maxLength: 100, pattern: '\\S', description: 'A group the office files the form under (intake, consent…); null for none.' } as const;

/** How a stored form is listed. */
export const formSummarySchema = {
  type: 'object',
  required: ['id', 'formId', 'title', 'category', 'version', 'fieldCount', 'updatedAt', 'updatedByName', 'usedAs'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'The stored form’s id, in the calls’ addresses.' },
    formId: { type: 'string', description: 'The definition’s own id (its `id`), one per office.' },
    title: { ...text, description: 'The definition’s title.' },
    category: { type: ['string', 'null'], description: 'The group it is filed under, or null.' },
    version: { type: 'integer', description: 'The newest version saved (1 for a new form); a change names it.' },
    fieldCount: { type: 'integer', description: 'How many fields it has.' },
    updatedAt: { type: 'string', format: 'date-time', description: 'When its newest version was saved.' },
    updatedByName: { type: ['string', 'null'], description: 'Who saved it, or null (the system).' },
    usedAs: {
      type: 'array',
      items: { type: 'string', pattern: '^(clientIntake|module:[a-z][a-z0-9]*(-[a-z0-9]+)*)$' },
      description: 'What the office uses it as now: clientIntake when it is the office’s client intake, module:<module id> for each records module whose form it is.',
    },
  },
} as const;

/** A stored form whole: its summary and its definition. */
export const storedFormSchema = {
  type: 'object',
  required: [...formSummarySchema.required, 'definition'],
  properties: { ...formSummarySchema.properties, definition: { ...definition, description: 'The form as saved (its newest version).' } },
} as const;

const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', format: 'uuid', description: 'The stored form’s id.' } } } as const;

/** GET /api/forms. */
export const listFormsSchema = {
  summary: 'The forms the office built (form builder)',
  tags: TAGS,
  response: { 200: successResponseSchema({ type: 'array', items: formSummarySchema }), ...refusals },
} as const;

/** GET /api/forms/{id}. */
export const getFormSchema = {
  summary: 'One form the office built, with its definition',
  tags: TAGS,
  params: idParams,
  response: { 200: successResponseSchema(storedFormSchema), ...refusals },
} as const;

/** POST /api/forms. */
export const createFormSchema = {
  summary: 'Store a form built in the form builder, as its version 1',
  tags: TAGS,
  body: { type: 'object', required: ['definition'], additionalProperties: false, properties: { definition, category } },
  // 409 FORM_ID_TAKEN: another form of the office has the definition's id.
  response: { 201: changeResponseSchema(storedFormSchema), ...writeRefusals },
} as const;

/** PUT /api/forms/{id}. */
export const updateFormSchema = {
  summary: 'Save a new version of a form (the version edited must be the newest: 409 FORM_STALE_VERSION otherwise)',
  tags: TAGS,
  params: idParams,
  body: {
    type: 'object',
    required: ['definition', 'version'],
    additionalProperties: false,
    properties: {
      definition,
      category: { ...category, description: 'Its group; absent keeps the one it has, null takes it away.' },
      version: { type: 'integer', minimum: 1, maximum: MAX_VERSION, description: 'The version the change was made on: the newest, or 409 FORM_STALE_VERSION.' },
    },
  },
  response: { 200: changeResponseSchema(storedFormSchema), ...writeRefusals },
} as const;

/** DELETE /api/forms/{id}. */
export const deleteFormSchema = {
  summary: 'Delete a form (409 FORM_IN_USE while the office uses it: its client intake, a module’s form)',
  tags: TAGS,
  params: idParams,
  response: { 200: messageResponseSchema, ...writeRefusals },
} as const;

const versionSchema = {
  type: 'object',
  required: ['version', 'savedAt', 'savedByName'],
  properties: {
    version: { type: 'integer', description: 'The version’s number, from 1.' },
    savedAt: { type: 'string', format: 'date-time', description: 'When it was saved.' },
    savedByName: { type: ['string', 'null'], description: 'Who saved it, or null (the system).' },
  },
} as const;

/** GET /api/forms/{id}/versions. */
export const listFormVersionsSchema = {
  summary: 'A form’s saved versions, newest first (the newest 200)',
  tags: TAGS,
  params: idParams,
  response: { 200: successResponseSchema({ type: 'array', items: versionSchema }), ...refusals },
} as const;

/** GET /api/forms/{id}/versions/{version}. */
export const getFormVersionSchema = {
  summary: 'One saved version of a form, with its definition',
  tags: TAGS,
  params: {
    type: 'object',
    required: ['id', 'version'],
    additionalProperties: false,
    properties: { ...idParams.properties, version: { type: 'integer', minimum: 1, maximum: MAX_VERSION, description: 'The version’s number.' } },
  },
  response: {
    200: successResponseSchema({
      type: 'object',
      required: [...versionSchema.required, 'category', 'definition'],
      properties: { ...versionSchema.properties, category: { type: ['string', 'null'], description: 'Its group then.' }, definition: { ...definition, description: 'The form as that version saved it.' } },
    }),
    ...refusals,
  },
} as const;

/** The file a form is exported as and imported from. */
export const formFileSchema = {
  type: 'object',
  required: ['format', 'formatVersion', 'definition'],
  additionalProperties: false,
  properties: {
    format: { const: 'lishka-form', description: 'Says the file is a Lishka form.' },
    formatVersion: { const: 1, description: 'The file format’s version.' },
    category,
    definition,
  },
} as const;

/** GET /api/forms/{id}/export. */
export const exportFormSchema = {
  summary: 'A form as a JSON file to download (format lishka-form, version 1)',
  tags: TAGS,
  params: idParams,
  response: { 200: { ...formFileSchema, description: 'The form file, as an attachment named after the form’s id.' }, ...refusals },
} as const;

/** POST /api/forms/import. */
export const importFormSchema = {
  summary: 'Store a form from an exported file (a form id the office already uses gets a -copy suffix)',
  tags: TAGS,
  body: formFileSchema,
  response: { 201: changeResponseSchema(storedFormSchema), ...writeRefusals },
} as const;

/** POST /api/forms/{id}/use. */
export const useFormSchema = {
  summary: 'Make the form the office’s client intake (as: clientIntake) or a records module’s form (as: module), or stop (as: none), through the office settings',
  tags: TAGS,
  params: idParams,
  body: {
    type: 'object',
    required: ['as'],
    additionalProperties: false,
    properties: {
      as: {
        enum: ['clientIntake', 'module', 'none'],
        description:
          'clientIntake: the office’s client intake becomes this form (a new version of the office settings, which the admin area’s history can revert). module: the records module named by `module` takes this form for its records (the module’s form id under forms.customForms gets this definition). none: in each of its uses, the office type’s form comes back.',
      },
      module: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$', description: 'With as: module, the id of the records module (features.modules[].id); refused with any other use.' },
    },
    if: { required: ['as'], properties: { as: { const: 'module' } } },
    then: { required: ['module'] },
    else: { not: { required: ['module'] } },
  },
  // 400 FORM_INTAKE_INVALID / FORM_MODULE_INVALID: the office's configuration with the form in that use fails the
  // engine's checks, at their paths; 400 FORM_MODULE_UNKNOWN / FORM_MODULE_NO_RECORDS: no such module, or one without records of its own.
  response: { 200: changeResponseSchema(storedFormSchema), ...writeRefusals },
} as const;
