// The JSON Schemas of what the clients calls answer: a client, a row of the list, a note, an activity.

const text = (description: string) => ({ type: 'string', description }) as const;
const nullableText = (description: string) => ({ type: ['string', 'null'], description }) as const;
const time = (description: string) => ({ type: 'string', format: 'date-time', description }) as const;
const nullableTime = (description: string) => ({ type: ['string', 'null'], format: 'date-time', description }) as const;
const count = (description: string) => ({ type: 'integer', minimum: 0, description }) as const;

const kind = { type: 'string', enum: ['client', 'lead'], description: 'A client, or a lead (a prospect in the sales pipeline).' } as const;
const status = { type: 'string', enum: ['active', 'inactive', 'pending'], description: 'Active, inactive or pending.' } as const;
const priority = { type: 'string', enum: ['low', 'medium', 'high'], description: 'Low, medium or high.' } as const;
const tags = { type: 'array', items: { type: 'string' }, description: 'Free labels, at most 10.' } as const;
const leadStatus = { type: ['string', 'null'], enum: ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost', null], description: 'Where a lead stands in the pipeline; null for a client.' } as const;
const leadScore = { type: ['integer', 'null'], description: 'How promising a lead is, 0 to 100 (hot from 80, warm from 50).' } as const;
const group = (description: string) => ({ type: 'object', additionalProperties: { type: 'string' }, description }) as const;

/** A client or lead as GET /api/clients/client/{id} answers it (spec 2 §3; the body that writes it is schemas/client.schema.json). */
export const clientSchema = {
  type: 'object',
  // Every field is always sent (null when empty), so the browser's generated type has none optional.
  required: [
    'id', 'kind', 'firstName', 'lastName', 'idNumber', 'birthDate', 'gender', 'email', 'phone', 'mobilePhone', 'fax', 'preferredContact', 'address', 'professional',
    'management', 'leadStatus', 'leadScore', 'source', 'intake', 'createdAt', 'updatedAt', 'createdBy', 'lastModifiedBy', 'lastContactDate', 'nextFollowUpDate',
    'followUpNotes', 'documentsCount', 'activitiesCount', 'notesCount',
  ],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'The client id.' },
    kind,
    firstName: text('First name.'),
    lastName: text('Last name.'),
    idNumber: nullableText('Israeli ID number (9 digits).'),
    birthDate: { type: ['string', 'null'], format: 'date', description: 'Date of birth (YYYY-MM-DD).' },
    gender: { type: ['string', 'null'], enum: ['male', 'female', 'other', null], description: 'Gender.' },
    email: nullableText('E-mail address (lower-case).'),
    phone: nullableText('Phone number, digits only (+ for an international one).'),
    mobilePhone: nullableText('Mobile phone number, digits only.'),
    fax: nullableText('Fax number, digits only.'),
    preferredContact: { type: ['string', 'null'], enum: ['email', 'phone', 'sms', 'whatsapp', null], description: 'How the person prefers to be contacted.' },
    address: group('Postal address: street, city, state, postalCode, country.'),
    professional: group('Work: occupation, company, workPhone, workEmail.'),
    management: {
      type: 'object',
      required: ['status', 'tags', 'notes', 'assignedTo', 'priority'],
      description: 'How the office manages the record.',
      properties: { status, tags, notes: nullableText('Free notes.'), assignedTo: { type: ['string', 'null'], description: 'The responsible user id.' }, priority },
    },
    leadStatus,
    leadScore,
    source: nullableText('Where the record came from.'),
    intake: { type: 'object', additionalProperties: true, description: 'The answers to the office’s own intake form.' },
    createdAt: time('When the record was created.'),
    updatedAt: time('When the record last changed.'),
    createdBy: nullableText('Who created it (user id).'),
    lastModifiedBy: nullableText('Who changed it last (user id).'),
    lastContactDate: nullableTime('When the client was last contacted.'),
    nextFollowUpDate: nullableTime('When the next follow-up is due.'),
    followUpNotes: nullableText('Notes for the next follow-up.'),
    documentsCount: count('Documents attached.'),
    activitiesCount: count('Entries in the activity.'),
    notesCount: count('Notes.'),
  },
} as const;

/** A row of the client list (spec 2 §3). */
export const clientRowSchema = {
  type: 'object',
  required: [
    'id', 'kind', 'firstName', 'lastName', 'email', 'phone', 'mobilePhone', 'status', 'priority', 'tags', 'leadStatus', 'leadScore', 'lastContactDate',
    'nextFollowUpDate', 'createdAt', 'updatedAt', 'totalActiveRecords', 'totalRecordValue',
  ],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'The client id.' },
    kind,
    firstName: text('First name.'),
    lastName: text('Last name.'),
    email: nullableText('E-mail address.'),
    phone: nullableText('Phone number.'),
    mobilePhone: nullableText('Mobile phone number.'),
    status,
    priority,
    tags,
    leadStatus,
    leadScore,
    lastContactDate: nullableTime('When the client was last contacted.'),
    nextFollowUpDate: nullableTime('When the next follow-up is due.'),
    createdAt: time('When the record was created.'),
    updatedAt: time('When the record last changed.'),
    totalActiveRecords: count('Open opportunities (any stage but closed and lost).'),
    totalRecordValue: { type: 'number', minimum: 0, description: 'The value of the open opportunities, in ILS.' },
  },
} as const;

/** A client note (spec 2 §3). */
export const noteSchema = {
  type: 'object',
  required: ['id', 'content', 'type', 'important', 'createdBy', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'The note id.' },
    content: text('The note, 1 to 1000 characters.'),
    type: { type: 'string', enum: ['general', 'meeting', 'call', 'email', 'task'], description: 'What the note is about.' },
    important: { type: 'boolean', description: 'Whether the note is marked important.' },
    createdBy: nullableText('Who wrote it (user id).'),
    createdAt: time('When it was written.'),
    updatedAt: time('When it last changed.'),
  },
} as const;

/** An entry of a client's activity (spec 2 §3). */
export const activitySchema = {
  type: 'object',
  required: ['id', 'type', 'description', 'metadata', 'performedBy', 'timestamp'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'The entry id.' },
    type: {
      type: 'string',
      enum: ['created', 'updated', 'contacted', 'document_added', 'note_added', 'status_changed', 'follow_up_set', 'follow_up_completed', 'merged', 'email', 'phone', 'meeting', 'note', 'task', 'deal_update', 'document_shared'],
      description: 'What happened: a change the server recorded, or a manual type (email, phone, meeting, note, task, deal_update, document_shared).',
    },
    description: text('What happened, in a few words.'),
    metadata: { type: 'object', additionalProperties: true, description: 'The details: the field and values of a status change, a duration, a deal value…' },
    performedBy: nullableText('Who did it (user id).'),
    timestamp: time('When it happened.'),
  },
} as const;

/** A communication with a client. */
export const communicationSchema = {
  type: 'object',
  required: ['id', 'type', 'notes', 'attachments', 'createdBy', 'createdAt'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'The communication id.' },
    type: { type: 'string', enum: ['email', 'phone', 'sms', 'whatsapp', 'meeting', 'letter', 'other'], description: 'How the client was contacted.' },
    notes: text('What was said or sent.'),
    attachments: { type: 'array', items: {}, description: 'What was attached (names or document ids).' },
    createdBy: nullableText('Who logged it (user id).'),
    createdAt: time('When it was logged.'),
  },
} as const;
