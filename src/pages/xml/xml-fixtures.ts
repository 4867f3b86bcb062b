import { fn } from 'storybook/test';
import { ApiError } from '../../api/api-error';
import type { XmlApi } from './xml-api';
import { fakeXmlSchemas } from './xml-schema-fixtures';
import { HOLDINGS_SCHEMA_ID, type HoldingsRow, type XmlAnalytics, type XmlDocumentData, type XmlDocumentDetails, type XmlDocumentSummary, type XmlTreeNode, type XmlValidation } from './xml-api-types';

// The XML screens' stories' answers: files of one insurance office, as the server's contract shapes them.

const AT = '2026-11-20T09:30:00.000Z';
const text = (he: string, en: string, es: string) => ({ he, en, es });

/** A file in the list. */
export function xmlSummary(overrides: Partial<XmlDocumentSummary> = {}): XmlDocumentSummary {
  return {
    id: '6f1e2d3c-4b5a-4f6e-8d7c-9b0a1f2e3d4c',
    fileName: '512345678_001_20250131.xml',
    fileSize: 48_213,
    uploadedAt: AT,
    uploadedBy: { id: '1a2b3c4d-0000-4000-8000-000000000001', name: 'נועה כהן' },
    status: 'validated',
    validationStatus: 'valid',
    tags: ['2025', 'מגדל'],
    description: 'קובץ אחזקות רבעוני',
    archiveName: null,
    rootElement: 'Mimshak',
    namespace: null,
    encoding: 'UTF-8',
    elementCount: 1_284,
    schemaId: HOLDINGS_SCHEMA_ID,
    schemaName: 'Holdings v004',
    businessData: { policyNumber: '1000001', clientIdNumber: '000000018', amount: 80_000, effectiveDate: '2024-12-31' },
    errorCount: 0,
    policyCount: 3,
    memberCount: 2,
    unmatchedMembers: 1,
    ...overrides,
  };
}

/** The list of a story: valid, invalid, failed inside a zip, pending and transformed files. */
export const XML_DOCUMENTS: XmlDocumentSummary[] = [
  xmlSummary(),
  xmlSummary({ id: '7a2f3e4d-5c6b-4a7f-9e8d-0c1b2a3f4e5d', fileName: '512345678_002_20250228.xml', status: 'invalid', validationStatus: 'invalid', errorCount: 3, tags: ['2025'], businessData: { policyNumber: '1000002', clientIdNumber: '123456789', amount: 12_500.5, effectiveDate: '2025-02-28' } }),
  xmlSummary({ id: '8b3a4f5e-6d7c-4b8a-8f9e-1d2c3b4a5f6e', fileName: 'broken.xml', archiveName: 'clearing-2025-03.zip', status: 'failed', validationStatus: 'invalid', errorCount: 1, tags: [], elementCount: null, businessData: { policyNumber: null, clientIdNumber: null, amount: null, effectiveDate: null } }),
  xmlSummary({ id: '9c4b5a6f-7e8d-4c9b-9a0f-2e3d4c5b6a7f', fileName: 'holdings_q1.dat', status: 'pending', validationStatus: null, tags: ['ממתין'], uploadedBy: null }),
  xmlSummary({ id: 'ad5c6b7a-8f9e-4dac-8b1a-3f4e5d6c7b8a', fileName: 'holdings_q4.xml', status: 'transformed', tags: ['2024'], uploadedAt: '2026-08-01T09:30:00.000Z' }),
];

/** The office's tags as GET /tags answers them: every tag of the files, counted, the most used first. */
export const XML_OFFICE_TAGS = [...XML_DOCUMENTS.flatMap((document) => document.tags).reduce((counts, tag) => counts.set(tag, (counts.get(tag) ?? 0) + 1), new Map<string, number>())]
  .map(([tag, count]) => ({ tag, count }))
  .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));

/** A list answer as the server pages it, filtered by status, words and tags. */
export function listAnswer(_path: string, query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? 10);
  const words = query.get('q')?.toLowerCase();
  const tags = query.get('tags')?.split(',') ?? [];
  const rows = XML_DOCUMENTS.filter((row) => !query.get('status') || row.status === query.get('status'))
    .filter((row) => !words || row.fileName.toLowerCase().includes(words) || row.businessData.policyNumber === words)
    .filter((row) => tags.every((tag) => row.tags.includes(tag)));
  const sorted = query.get('sortBy') === 'fileName' ? [...rows].sort((a, b) => a.fileName.localeCompare(b.fileName) * (query.get('sortOrder') === 'asc' ? 1 : -1)) : rows;
  return { success: true, data: sorted.slice((page - 1) * limit, page * limit), pagination: { page, limit, total: rows.length, totalPages: Math.max(1, Math.ceil(rows.length / limit)) } };
}

/** A long list, to page through: 23 files. */
export function manyAnswer(_path: string, query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? 10);
  const all = Array.from({ length: 23 }, (_, index) => xmlSummary({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, fileName: `holdings_${String(index + 1).padStart(2, '0')}.xml` }));
  return { success: true, data: all.slice((page - 1) * limit, page * limit), pagination: { page, limit, total: all.length, totalPages: Math.ceil(all.length / limit) } };
}

// A holdings file's lines: the sample of the domain notes, one element a line, its policies repeated so the file is long.
function sourceLines(policies: number): string[] {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<Mimshak>', '  <KoteretKovetz>', '    <SUG-MIMSHAK>1</SUG-MIMSHAK>', '    <MISPAR-GIRSAT-XML>004</MISPAR-GIRSAT-XML>', '    <SHEM-SHOLEACH>חברה לדוגמה</SHEM-SHOLEACH>', '  </KoteretKovetz>', '  <Mutzarim>'];
  for (let index = 0; index < policies; index++) {
    lines.push('    <Mutzar>', '      <NetuneiMutzar>', '        <SUG-MUTZAR-PENSIONI>2</SUG-MUTZAR-PENSIONI>', '        <YeshutLakoach>', `        <MISPAR-ZIHUY-LAKOACH>${index === 1 ? '123456789' : '000000018'}</MISPAR-ZIHUY-LAKOACH>`, '          <SHEM-PRATI>ישראל</SHEM-PRATI>', `          <MIN>${index === 1 ? 3 : 1}</MIN>`, '        </YeshutLakoach>', '      </NetuneiMutzar>');
    lines.push('      <HeshbonotOPolisot><HeshbonOPolisa>', `        <MISPAR-POLISA-O-HESHBON>${1_000_001 + index}</MISPAR-POLISA-O-HESHBON>`, '        <TOTAL-CHISACHON-MTZBR>80000.00</TOTAL-CHISACHON-MTZBR>', '      </HeshbonOPolisa></HeshbonotOPolisot>', '    </Mutzar>');
  }
  lines.push('  </Mutzarim>', '  <ReshumatSgira><KAMUT-POLISOT>2</KAMUT-POLISOT></ReshumatSgira>', '</Mimshak>');
  return lines;
}
/** The source of the invalid file: 200 policies, 2,811 lines. */
export const XML_SOURCE = sourceLines(200).join('\n');
/** The line of the count mismatch, near the end (the view must scroll there). */
export const COUNT_LINE = XML_SOURCE.split('\n').findIndex((line) => line.includes('KAMUT-POLISOT')) + 1;

export const XML_VALIDATION: XmlValidation = {
  isValid: false,
  errors: [
    { type: 'SCHEMA_VIOLATION', severity: 'error', code: 3, line: 29, column: 14, path: '/Mimshak/Mutzarim/Mutzar[2]/NetuneiMutzar/YeshutLakoach/MIN', message: text("הערך '3' אינו אחד הערכים המותרים של MIN", "The value '3' is not one of MIN's allowed values", "El valor '3' no es uno de los valores permitidos de MIN") },
    { type: 'INVALID_ID_CHECKSUM', severity: 'error', code: 100, line: 27, path: '/Mimshak/Mutzarim/Mutzar[2]/NetuneiMutzar/YeshutLakoach/MISPAR-ZIHUY-LAKOACH', message: text('מספר הזהות 123456789 שגוי (ספרת ביקורת)', 'ID number 123456789 fails its check digit', 'El número de identidad 123456789 no supera el dígito de control') },
    { type: 'COUNT_MISMATCH', severity: 'error', code: 6, line: COUNT_LINE, path: '/Mimshak/ReshumatSgira/KAMUT-POLISOT', message: text('רשומת הסגירה מונה 2 פוליסות, ובקובץ 200', 'The closing record counts 2 policies; the file holds 200', 'El registro de cierre cuenta 2 pólizas; el archivo tiene 200') },
  ],
  warnings: [],
  schemaId: HOLDINGS_SCHEMA_ID,
  checkedAt: AT,
  durationMs: 412,
};

/** The invalid file's page. */
export const XML_DETAILS: XmlDocumentDetails = {
  ...XML_DOCUMENTS[1]!,
  validation: XML_VALIDATION,
  transformations: [{ id: 'be6d7c8b-0000-4000-8000-0000000000c1', type: 'flat', outputFormat: 'xlsx', success: true, error: null, rowCount: 3, fileSize: 8_312, createdAt: AT, createdBy: 'נועה כהן' }],
  holdingsHeader: { producerName: 'חברה לדוגמה', producedAt: '2025-01-31T12:00:00.000Z', senderName: 'חברה לדוגמה', fileNumber: '20250131120000512345678', version: '004' },
};

/** A policy of the file. */
export function holdingsRow(overrides: Partial<HoldingsRow> = {}): HoldingsRow {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    policyNumber: '1000001',
    planName: 'מסלול כללי',
    productType: 2,
    policyStatus: 1,
    memberIdNumber: '000000018',
    memberName: 'ישראל ישראלי',
    producerName: 'חברה לדוגמה',
    valuationDate: '2024-12-31',
    balance: 80_000,
    monthlyDeposit: 2_220,
    depositFeePct: 1,
    balanceFeePct: 0.22,
    clientId: '1c3f2e74-5f6a-4d8c-9eaf-4a3b2c1d0e9f',
    clientName: 'ישראל ישראלי',
    documentId: XML_DETAILS.id,
    fileName: XML_DETAILS.fileName,
    line: 9,
    ...overrides,
  };
}

export const HOLDINGS: HoldingsRow[] = [
  holdingsRow(),
  holdingsRow({ id: 'c0000000-0000-4000-8000-000000000002', policyNumber: '1000002', planName: 'מסלול מניות', productType: 4, balance: 41_350.75, monthlyDeposit: 1_140, depositFeePct: null, balanceFeePct: 0.7, line: 23 }),
  holdingsRow({ id: 'c0000000-0000-4000-8000-000000000003', policyNumber: '1000003', planName: null, productType: 1, policyStatus: 2, memberIdNumber: '123456782', memberName: 'שרה לוי', clientId: null, clientName: null, balance: 126_900, monthlyDeposit: null, depositFeePct: 3.5, balanceFeePct: 1.2, line: 37 }),
];

const leaf = (name: string, path: string, line: number, value: string): XmlTreeNode => ({ name, path, line, text: value });
const XML_TREE: XmlTreeNode = {
  name: 'Mimshak',
  path: '/Mimshak',
  line: 2,
  children: [
    { name: 'KoteretKovetz', path: '/Mimshak/KoteretKovetz', line: 3, children: [leaf('SUG-MIMSHAK', '/Mimshak/KoteretKovetz/SUG-MIMSHAK', 4, '1'), leaf('SHEM-SHOLEACH', '/Mimshak/KoteretKovetz/SHEM-SHOLEACH', 6, 'חברה לדוגמה')] },
    {
      name: 'Mutzarim',
      path: '/Mimshak/Mutzarim',
      line: 8,
      children: [
        {
          name: 'Mutzar',
          path: '/Mimshak/Mutzarim/Mutzar[1]',
          line: 9,
          children: [leaf('SUG-MUTZAR-PENSIONI', '/Mimshak/Mutzarim/Mutzar[1]/NetuneiMutzar/SUG-MUTZAR-PENSIONI', 11, '2'), leaf('MIN', '/Mimshak/Mutzarim/Mutzar[1]/NetuneiMutzar/YeshutLakoach/MIN', 15, '1'), leaf('SHEM-PRATI', '/Mimshak/Mutzarim/Mutzar[1]/NetuneiMutzar/YeshutLakoach/SHEM-PRATI', 14, 'ישראל')],
        },
      ],
    },
  ],
};

export const XML_DATA: XmlDocumentData = { header: { producerName: 'חברה לדוגמה' }, policies: HOLDINGS, tree: XML_TREE, truncated: false };

export const XML_ANALYTICS: XmlAnalytics = {
  period: '30d',
  documentsByStatus: [
    { status: 'validated', count: 12 },
    { status: 'invalid', count: 3 },
    { status: 'transformed', count: 5 },
    { status: 'failed', count: 1 },
  ],
  documentsOverTime: [
    { date: '2026-11-02', count: 4 },
    { date: '2026-11-09', count: 7 },
    { date: '2026-11-16', count: 6 },
    { date: '2026-11-23', count: 4 },
  ],
  errorsByType: [
    { type: 'SCHEMA_VIOLATION', count: 9 },
    { type: 'INVALID_ID_CHECKSUM', count: 4 },
    { type: 'COUNT_MISMATCH', count: 2 },
  ],
  policiesByProduct: [
    { productType: 1, count: 14 },
    { productType: 2, count: 31 },
    { productType: 4, count: 18 },
  ],
  policiesByStatus: [
    { status: 1, count: 52 },
    { status: 2, count: 9 },
    { status: 4, count: 2 },
  ],
  balanceByProduct: [
    { productType: 1, total: 2_410_000 },
    { productType: 2, total: 5_830_500 },
    { productType: 4, total: 1_122_000 },
  ],
  feesByProduct: [
    { productType: 1, avgDepositFeePct: 2.1, avgBalanceFeePct: 0.85, capDepositPct: 4, capBalancePct: 1.05 },
    { productType: 2, avgDepositFeePct: 1.4, avgBalanceFeePct: 0.21, capDepositPct: 6, capBalancePct: 0.5 },
    { productType: 4, avgDepositFeePct: null, avgBalanceFeePct: 0.62, capDepositPct: 4, capBalancePct: 1.05 },
  ],
  totals: { documents: 21, policies: 63, members: 40, balance: 9_362_500 },
};

const ok = <T>(data: T) => ({ success: true as const, data, message: 'OK', messages: text('בוצע', 'Done', 'Hecho') });

/** An API that answers every write at once; each call recorded. The schemas' calls keep their own in memory unless given. */
export function fakeXmlApi(overrides: Partial<XmlApi> = {}): XmlApi {
  return {
    ...fakeXmlSchemas().api,
    upload: fn(async (file: File, _details, onProgress: (fraction: number) => void) => {
      onProgress(0.5);
      if (file.name.startsWith('not-xml')) throw new ApiError('הקובץ אינו XML / The file is not XML', 415, 'XML_MALFORMED');
      onProgress(1);
      if (file.name.endsWith('.zip')) {
        return ok({
          documents: [xmlSummary({ id: '11111111-0000-4000-8000-000000000001', fileName: 'a.xml', archiveName: file.name }), xmlSummary({ id: '11111111-0000-4000-8000-000000000002', fileName: 'b.xml', archiveName: file.name, status: 'invalid', validationStatus: 'invalid', errorCount: 2 })],
          libraryDocuments: [{ id: '22222222-0000-4000-8000-000000000001', fileName: 'cover-letter.pdf' }],
          skipped: [{ fileName: 'notes.txt', reason: text('סוג קובץ שאינו נקלט', 'Not a file the intake takes', 'No es un archivo que se reciba') }],
        });
      }
      return ok({ documents: [xmlSummary({ id: '11111111-0000-4000-8000-000000000003', fileName: file.name, status: 'pending', validationStatus: null })], libraryDocuments: [], skipped: [] });
    }),
    validate: fn(async () => ok(XML_VALIDATION)),
    transform: fn(async () => ok(XML_DETAILS.transformations[0]!)),
    remove: fn(async () => ok(null)),
    setTags: fn(async () => ok(null)),
    batchValidate: fn(async (ids: string[]) => ok({ results: ids.map((documentId) => ({ documentId, success: true })) })),
    batchTransform: fn(async (ids: string[]) => ok({ results: ids.map((documentId) => ({ documentId, success: true })) })),
    batchDelete: fn(async (ids: string[]) => ok({ results: ids.map((documentId) => ({ documentId, success: true })) })),
    download: fn(async () => ({ blob: new Blob(['<Mimshak/>'], { type: 'application/xml' }), fileName: 'file.xml' })),
    exportDocuments: fn(async (_ids: string[], format: string) => ({ blob: new Blob(['{}'], { type: 'application/octet-stream' }), fileName: `xml-documents.${format}` })),
    link: fn(async () => ok(HOLDINGS)),
    createLeads: fn(async () => ok({ created: [{ clientId: '5d6e7f80-0000-4000-8000-000000000001', name: 'שרה לוי', idNumber: '123456782' }] })),
    ...overrides,
  };
}
