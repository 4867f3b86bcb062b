/** The XML intake's API base (spec 2 §7: /xml) and the feature that gates it. */
export const XML_BASE = '/api/xml';
export const XML_FEATURE = 'xml-documents';
/** Reading asks for xml.view; uploading, validating, transforming, tagging, linking and deleting for xml.edit (spec 3 §6: resource.action). */
export const XML_VIEW = 'xml.view'; // the permission to read
export const XML_EDIT = 'xml.edit'; // the permission to change

/** The documents' statuses (spec 2 §4). */
export const XML_STATUSES = ['pending', 'processing', 'validated', 'invalid', 'transformed', 'failed'] as const;
export type XmlStatus = (typeof XML_STATUSES)[number];

/** The list's page size (spec 2 §9: default 10) and the most a page may ask for. */
export const XML_PAGE_SIZE = 10;
export const XML_MAX_PAGE_SIZE = 100;

/** The analytics' periods (spec 2 §9: default 30d). */
export const XML_ANALYTICS_PERIODS = { '7d': 7, '30d': 30, '90d': 90, '365d': 365, all: null } as const;
export type XmlAnalyticsPeriod = keyof typeof XML_ANALYTICS_PERIODS;

/** What the intake's changes are audited as. */
export const XML_AUDIT_EVENTS = {
  uploaded: 'xml.document.uploaded',
  validated: 'xml.document.validated',
  transformed: 'xml.document.transformed',
  tagged: 'xml.document.tagged',
  deleted: 'xml.document.deleted',
  exported: 'xml.document.exported',
  linked: 'xml.holdings.linked',
  leadCreated: 'xml.holdings.lead-created',
  schemaCreated: 'xml.schema.created',
  schemaUpdated: 'xml.schema.updated',
  schemaDeleted: 'xml.schema.deleted',
} as const;
