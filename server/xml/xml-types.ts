import type { Language } from '../../engine/i18n/languages';

/**
 * The XML intake's core contract (issue 27): what reading, validating, normalising and transforming a clearing-house
 * file give the module that stores them (server/modules/xml). Pure of HTTP and of the database.
 */

/** A message in every language the server speaks. */
export type XmlText = Readonly<Record<Language, string>>;

/**
 * What kind of problem a file has (domain notes B4), one per error so the analytics count them:
 * the file cannot be read as XML, declares what the product never expands, or is too large or too deep;
 * it breaks its XSD; or it breaks a business rule of the clearing house.
 */
export const XML_ERROR_TYPES = [
  'XML_MALFORMED',
  'XML_FORBIDDEN',
  'XML_TOO_LARGE',
  'XML_TOO_DEEP',
  'SCHEMA_VIOLATION',
  'COUNT_MISMATCH',
  'INVALID_ID_CHECKSUM',
  'DATE_INVALID',
  'NEGATIVE_BALANCE',
  'FILENAME_INVALID',
  'MISSING_FIELD',
] as const;
export type XmlErrorType = (typeof XML_ERROR_TYPES)[number];

/** One problem of a file: its type, the clearing house's own code where it has one (KOD-SHGIHA), where it is, and what it is in every language. */
export interface XmlIssue {
  type: XmlErrorType;
  severity: 'error' | 'warning';
  /** The clearing house's error code (B4: 1 bad file name, 3 invalid XML, 6 record count, 100 invalid ID…), when one applies. */
  code?: number;
  message: XmlText;
  /** 1-based line and column in the file as uploaded, when known. */
  line?: number;
  column?: number;
  /** The element's path, local names with 1-based positions: /Mimshak/Mutzarim/Mutzar[2]/NetuneiMutzar/YeshutLakoach/MIN */
  path?: string;
}

/** What the file is, read without trusting it (spec 2 §3): root element, namespace, encoding, how many elements, how deep. */
export interface XmlMetadata {
  rootElement: string;
  namespace: string | null;
  encoding: string;
  elementCount: number;
  maxDepth: number;
}

/** The bounds a file is read within; the defaults are the product's. */
export interface XmlLimits {
  maxBytes: number;
  maxDepth: number;
  maxElements: number;
}

/** A file refused before it is read: not XML, a DOCTYPE or entity, past a bound. Carries its issue for the 4xx or the stored result. */
export interface XmlRefusal {
  issue: XmlIssue;
}

/** What validating a file gave: whether it is valid, its errors (schema then business), and against which schema. */
export interface XmlValidation {
  isValid: boolean;
  errors: XmlIssue[];
  warnings: XmlIssue[];
  /** The schema's id: an office schema's uuid or HOLDINGS_SCHEMA_ID. */
  schemaId: string;
  checkedAt: string;
  durationMs: number;
}

/** A member (YeshutLakoach) as the file names them. */
export interface HoldingsMember {
  idType: string | null;
  idNumber: string;
  firstName: string | null;
  lastName: string | null;
  gender: string | null;
  birthDate: string | null;
  maritalStatus: string | null;
  children: number | null;
}

/** One deposit split of a policy (PerutHafrashotLePolisa). */
export interface HoldingsDeposit {
  depositorType: string | null;
  depositType: string | null;
  percent: number | null;
  amount: number | null;
}

/** One policy or account (HeshbonOPolisa), with its product and member, normalised (B2's mapping). */
export interface HoldingsPolicy {
  policyNumber: string;
  planName: string | null;
  productType: number | null;
  producerId: string | null;
  producerName: string | null;
  member: HoldingsMember;
  employerName: string | null;
  status: number | null;
  joinDate: string | null;
  /** TAARICH-NECHONUT: the date the figures are correct to (ISO yyyy-mm-dd). */
  valuationDate: string | null;
  /** The sum of TOTAL-CHISACHON-MTZBR of the current balances (KOD-SUG-ITRA 1, else all). */
  balance: number | null;
  /** The last monthly deposit (TOTAL-HAFKADA), else the deposits' SCHUM-HAFRASHA summed. */
  monthlyDeposit: number | null;
  deposits: HoldingsDeposit[];
  /** Fees as percentages (1.00 = 1%): from deposits and, yearly, from the accumulation. */
  depositFeePct: number | null;
  balanceFeePct: number | null;
  /** Where the policy is in the file (path of its HeshbonOPolisa) and its line. */
  path: string;
  line: number | null;
}

/** A holdings file read whole: its header, producer and policies, and what its closing record claims. */
export interface HoldingsData {
  interfaceType: string | null;
  version: string | null;
  /** TAARICH-BITZUA as ISO date-time. */
  producedAt: string | null;
  environment: string | null;
  senderId: string | null;
  senderName: string | null;
  fileNumber: string | null;
  producerId: string | null;
  producerName: string | null;
  products: number;
  policies: HoldingsPolicy[];
  closing: { products: number | null; policies: number | null } | null;
}

/** The business data of spec 2 §3 a document carries: its first policy's number and member, the balances summed, the valuation date. */
export interface XmlBusinessData {
  policyNumber: string | null;
  clientIdNumber: string | null;
  amount: number | null;
  effectiveDate: string | null;
}

/** What a transformation makes (spec 2 §7 POST /transform). */
export const TRANSFORMATION_TYPES = ['json', 'flat', 'business'] as const;
export type TransformationType = (typeof TRANSFORMATION_TYPES)[number];
export const OUTPUT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** A column of the flat spreadsheet the user chose: a field of HoldingsPolicy by its dotted path, under a heading. */
export interface FieldMapping {
  field: string;
  header?: string;
}

/** A transformation's output file. */
export interface TransformOutput {
  data: Buffer;
  contentType: string;
  extension: string;
  rowCount: number;
}

/** The shipped holdings schema's id (not a row: it comes with the product; the routes take it wherever a schema id goes). */
export const HOLDINGS_SCHEMA_ID = '00000000-0000-4000-8000-00000000a001';

/** One element of a file's readable tree (the data tab): its local name, path and line; text on leaves only. */
export interface XmlTreeNode {
  name: string;
  path: string;
  line: number;
  text?: string;
  children?: XmlTreeNode[];
}
