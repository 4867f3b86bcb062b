// The XML intake's answers as the contract (/work/notes/xml-api.md) writes them; swapped for the types generated from
// the server's route schemas (src/api/generated/api-types.ts) once the module lands, so the names follow its shapes.

/** A text the server writes in every language it speaks. */
export type XmlText = { he: string; en: string; es: string };

/** The documents' statuses (spec 2 §4), in the order the filter offers them. */
export const XML_STATUSES = ['pending', 'processing', 'validated', 'invalid', 'transformed', 'failed'] as const;
export type XmlStatus = (typeof XML_STATUSES)[number];

/** The shipped holdings schema's id (server/modules/xml/xml-paths.ts HOLDINGS_SCHEMA_ID), the upload's default. */
export const HOLDINGS_SCHEMA_ID = '00000000-0000-4000-8000-00000000a001';

/** One problem of a file (server/xml/xml-types.ts XmlIssue). */
export interface XmlIssue {
  type: string;
  severity: 'error' | 'warning';
  code?: number;
  message: XmlText;
  line?: number;
  column?: number;
  path?: string;
}

export interface XmlValidation {
  isValid: boolean;
  errors: XmlIssue[];
  warnings: XmlIssue[];
  schemaId: string;
  checkedAt: string;
  durationMs: number;
}

export const TRANSFORMATION_TYPES = ['json', 'flat', 'business'] as const;
export type TransformationType = (typeof TRANSFORMATION_TYPES)[number];
export const OUTPUT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export interface XmlTransformation {
  id: string;
  type: TransformationType;
  outputFormat: OutputFormat;
  success: boolean;
  error: XmlText | null;
  rowCount: number;
  fileSize: number;
  createdAt: string;
  createdBy: string | null;
}

/** A document in the list (spec 2 §3). */
export interface XmlDocumentSummary {
  id: string;
  fileName: string;
  fileSize: number;
  uploadedAt: string;
  uploadedBy: { id: string; name: string } | null;
  status: XmlStatus;
  validationStatus: 'valid' | 'invalid' | null;
  tags: string[];
  description: string | null;
  archiveName: string | null;
  rootElement: string | null;
  namespace: string | null;
  encoding: string | null;
  elementCount: number | null;
  schemaId: string | null;
  schemaName: string | null;
  businessData: { policyNumber: string | null; clientIdNumber: string | null; amount: number | null; effectiveDate: string | null };
  errorCount: number;
  policyCount: number;
  memberCount: number;
  unmatchedMembers: number;
}

export interface HoldingsHeader {
  producerName: string | null;
  producedAt: string | null;
  senderName: string | null;
  fileNumber: string | null;
  version: string | null;
}

/** GET /documents/:id: the summary with its validation, transformations and the file's header. */
export interface XmlDocumentDetails extends XmlDocumentSummary {
  validation: XmlValidation | null;
  transformations: XmlTransformation[];
  holdingsHeader: HoldingsHeader | null;
}

export interface XmlSchemaView {
  id: string;
  name: string;
  description: string | null;
  rootElement: string | null;
  builtIn: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One policy of a file, for the data tab and the {{client}}'s page. */
export interface HoldingsRow {
  id: string;
  policyNumber: string;
  planName: string | null;
  productType: number | null;
  policyStatus: number | null;
  memberIdNumber: string;
  memberName: string | null;
  producerName: string | null;
  valuationDate: string | null;
  balance: number | null;
  monthlyDeposit: number | null;
  depositFeePct: number | null;
  balanceFeePct: number | null;
  clientId: string | null;
  clientName: string | null;
  documentId: string;
  fileName: string;
  line: number | null;
}

/** The readable tree of a file: text on leaves only. */
export interface XmlTreeNode {
  name: string;
  path: string;
  line: number | null;
  text?: string;
  children?: XmlTreeNode[];
}

export interface XmlDocumentData {
  header: Record<string, unknown>;
  policies: HoldingsRow[];
  tree: XmlTreeNode;
  truncated?: boolean;
}

export interface XmlContent {
  text: string;
  lineCount: number;
  truncated: boolean;
}

/** The analytics' periods (spec 2 §9: default 30d). */
export const XML_ANALYTICS_PERIODS = ['7d', '30d', '90d', '365d', 'all'] as const;
export type XmlAnalyticsPeriod = (typeof XML_ANALYTICS_PERIODS)[number];

export interface XmlAnalytics {
  period: XmlAnalyticsPeriod;
  documentsByStatus: { status: XmlStatus; count: number }[];
  documentsOverTime: { date: string; count: number }[];
  errorsByType: { type: string; count: number }[];
  policiesByProduct: { productType: number | null; count: number }[];
  policiesByStatus: { status: number | null; count: number }[];
  balanceByProduct: { productType: number | null; total: number }[];
  feesByProduct: { productType: number | null; avgDepositFeePct: number | null; avgBalanceFeePct: number | null; capDepositPct: number | null; capBalancePct: number | null }[];
  totals: { documents: number; policies: number; members: number; balance: number };
}

export interface XmlPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** The API's envelope. */
export interface XmlAnswer<T> {
  success: true;
  data: T;
  message?: string;
  messages?: XmlText;
}
export type XmlListAnswer = XmlAnswer<XmlDocumentSummary[]> & { pagination: XmlPagination };

/** POST /upload's answer for one file. */
export interface XmlUploadResult {
  documents: XmlDocumentSummary[];
  libraryDocuments: { id: string; fileName: string }[];
  skipped: { fileName: string; reason: XmlText }[];
}

export interface XmlBatchResult {
  results: { documentId: string; success: boolean; message?: XmlText }[];
}

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
