import { isRtl, type Language } from '../../engine/i18n/languages';
import { HOLDINGS_ENTITIES, entityTable, holdingsBusiness } from './holdings-entities';
import { policyTable } from './holdings-table';
import { readHoldings } from './read-holdings';
import { decodeXmlText } from './decode-xml';
import { xmlText } from './xml-issue';
import type { FieldMapping, HoldingsData, OutputFormat, TransformOutput, TransformationType, XmlText } from './xml-types';
import { xmlToJson } from './xml-to-json';
import { csvOf, xlsxOf } from './write-table';

/** What a transformation is asked for (POST /transform). */
export interface TransformRequest {
  type: TransformationType;
  outputFormat: OutputFormat;
  rules?: FieldMapping[];
  language: Language;
}

/** A transformation that cannot be made of this file (flat or business of a file that is not holdings): the module answers 400/422 with `messages`. */
export class TransformError extends Error {
  constructor(readonly messages: XmlText) {
    super(messages.en);
    this.name = 'TransformError';
  }
}

const CONTENT_TYPES: Record<OutputFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const output = (data: Buffer, format: OutputFormat, rowCount: number): TransformOutput => ({ data, contentType: CONTENT_TYPES[format], extension: format, rowCount });
const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value, null, 2), 'utf8');

function holdingsOf(text: string): HoldingsData {
  const holdings = readHoldings(text);
  if (!holdings) {
    throw new TransformError(xmlText(
      'הקובץ אינו קובץ אחזקות של המסלקה (השורש אינו Mimshak), ולכן אפשר להמירו ל-JSON בלבד.',
      'The file is not a clearing-house holdings file (its root is not Mimshak), so it can only be converted to JSON.',
      'El archivo no es de tenencias de la cámara (su raíz no es Mimshak), así que solo puede convertirse a JSON.',
    ));
  }
  return holdings;
}

/**
 * A file transformed: `json` the whole document as JSON (any output format but JSON is refused for it: it is a
 * tree); `flat` one row per policy with the mapped fields (the rules' columns, else the default ones) as CSV, XLSX or
 * JSON rows; `business` the normalised entities as JSON, one sheet each in XLSX, or the policies in CSV. Headings and
 * sheet names in the language, XLSX right to left in Hebrew. UnknownFieldError for a rule naming an unknown field;
 * TransformError for what this file cannot become. The file must be well-formed: inspect it first.
 */
export async function transformXml(data: Buffer, request: TransformRequest): Promise<TransformOutput> {
  const text = decodeXmlText(data);
  const { type, outputFormat, language } = request;
  if (type === 'json') {
    if (outputFormat !== 'json') throw new TransformError(xmlText('המרה ל-JSON נשמרת כקובץ JSON בלבד.', 'A JSON transformation is written as JSON only.', 'Una transformación JSON solo se escribe como JSON.'));
    const document = xmlToJson(text);
    return output(json(document), 'json', 1);
  }
  const holdings = holdingsOf(text);
  if (type === 'flat') {
    const table = policyTable(holdings.policies, language, request.rules);
    if (outputFormat === 'csv') return output(csvOf(table), 'csv', table.rows.length);
    if (outputFormat === 'xlsx') return output(await xlsxOf([{ ...table, name: { he: 'פוליסות', en: 'Policies', es: 'Pólizas' }[language] }], isRtl(language)), 'xlsx', table.rows.length);
    const rows = table.rows.map((row) => Object.fromEntries(table.columns.map((column, index) => [column.header, row[index] ?? null])));
    return output(json(rows), 'json', rows.length);
  }
  const business = holdingsBusiness(holdings);
  if (outputFormat === 'json') return output(json(business), 'json', holdings.policies.length);
  if (outputFormat === 'csv') return output(csvOf(entityTable(business, 'policies', language)), 'csv', holdings.policies.length);
  const tables = HOLDINGS_ENTITIES.map((entity) => entityTable(business, entity, language));
  return output(await xlsxOf(tables, isRtl(language)), 'xlsx', holdings.policies.length);
}
