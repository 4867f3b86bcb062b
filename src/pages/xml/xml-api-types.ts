import type * as Api from '../../api/generated/api-types';

// The XML intake's answers, typed from the server's route schemas (src/api/generated/api-types.ts).

/** A text the server writes in every language it speaks. */
export type XmlText = { he: string; en: string; es?: string };

/** The documents' statuses (spec 2 §4), in the order the filter offers them. */
export const XML_STATUSES = ['pending', 'processing', 'validated', 'invalid', 'transformed', 'failed'] as const satisfies readonly Api.XmlDocumentSummary['status'][];
export type XmlStatus = (typeof XML_STATUSES)[number];

/** The shipped holdings schema's id (server/xml/xml-types.ts HOLDINGS_SCHEMA_ID), the upload's default. */
export const HOLDINGS_SCHEMA_ID = '00000000-0000-4000-8000-00000000a001';

export type XmlValidation = Api.XmlValidationResult;
/** One problem of a file (server/xml/xml-types.ts XmlIssue). */
export type XmlIssue = XmlValidation['errors'][number];

export const TRANSFORMATION_TYPES = ['json', 'flat', 'business'] as const satisfies readonly Api.XmlTransformationResult['type'][];
export type TransformationType = (typeof TRANSFORMATION_TYPES)[number];
export const OUTPUT_FORMATS = ['json', 'csv', 'xlsx'] as const satisfies readonly Api.XmlTransformationResult['outputFormat'][];
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The formats an export of chosen files comes in (POST /export), the spreadsheet first as the menu offers them. */
export const XML_EXPORT_FORMATS = ['xlsx', 'csv', 'json'] as const satisfies readonly Api.XmlExportBody['format'][];
export type XmlExportFormat = (typeof XML_EXPORT_FORMATS)[number];

export type XmlTransformation = Api.XmlTransformationResult;
/** A document in the list (spec 2 §3). */
export type XmlDocumentSummary = Api.XmlDocumentSummary;
/** GET /documents/:id: the summary with its validation, transformations and the file's header. */
export type XmlDocumentDetails = Api.XmlDocumentAnswer['data'];
export type HoldingsHeader = NonNullable<XmlDocumentDetails['holdingsHeader']>;
export type XmlSchemaView = Api.XmlSchemaListAnswer['data'][number];
/** GET /schemas/:id: a schema with its XSD's text. */
export type XmlSchemaDetail = Api.XmlSchemaAnswer['data'];
/** POST /schemas: a new schema of the office (its XSD must compile). */
export type XmlSchemaInput = Api.XmlSchemaInput;
/** PUT /schemas/:id: what changes (an XSD left out stays). */
export type XmlSchemaChange = Api.XmlSchemaChange;
export type XmlSchemaChanged = Api.XmlSchemaChanged;
export type XmlSchemaDeleted = Api.XmlSchemaDeleted;
/** One policy of a file, for the data tab and the {{client}}'s page. */
export type HoldingsRow = Api.XmlClientHoldingsAnswer['data'][number];

/** The readable tree of a file: text on leaves only (the schema leaves the children's shape open: they are nodes too). */
export interface XmlTreeNode {
  name: string;
  path: string;
  line: number | null;
  text?: string;
  children?: XmlTreeNode[];
}

export type XmlDocumentData = Omit<Api.XmlDataAnswer['data'], 'tree'> & { tree: XmlTreeNode | null };
export type XmlContent = Api.XmlContentAnswer['data'];

/** The analytics' periods (spec 2 §9: default 30d). */
export const XML_ANALYTICS_PERIODS = ['7d', '30d', '90d', '365d', 'all'] as const satisfies readonly NonNullable<Api.XmlAnalyticsQuery['period']>[];
export type XmlAnalyticsPeriod = (typeof XML_ANALYTICS_PERIODS)[number];
export type XmlAnalytics = Api.XmlAnalyticsAnswer['data'];
export type XmlPagination = Api.XmlDocumentsPage['pagination'];
export type XmlListAnswer = Api.XmlDocumentsPage;
/** GET /tags: every tag on the office's files, the most used first. */
export type XmlOfficeTagsAnswer = Api.XmlOfficeTagsAnswer;
/** POST /upload's answer for one file. */
export type XmlUploadResult = Api.XmlUploaded['data'];
export type XmlBatchResult = Api.XmlBatchAnswer['data'];

/** A column of the flat spreadsheet: a field of the policy, under a heading. */
export interface TransformationRule {
  field: string;
  header?: string;
}

export interface TransformRequest {
  transformationType: TransformationType;
  outputFormat: OutputFormat;
  transformationRules?: TransformationRule[];
}

export interface UploadDetails {
  description: string;
  tags: string[];
  autoValidate: boolean;
  schemaId: string;
}

/** The API's envelope of a read. */
export interface XmlAnswer<T> {
  success: true;
  data: T;
  message?: string;
  messages?: XmlText;
}
