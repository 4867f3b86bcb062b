import { zipOf, type DeflatedContent, type ZipEntryInput } from './zip-writer';

/** A part of a workbook: its XML, or its deflated bytes (a bomb), optionally with a declared size that lies. */
export type PartContent = string | (DeflatedContent & { declaredSize?: number });

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A worksheet's XML around its rows' XML. */
export const sheetXml = (rows: string): string => `${HEAD}<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;

/** A row's XML: numbered, with its cells' XML. */
export const rowXml = (row: number, cells: string): string => `<row r="${row}">${cells}</row>`;

/** A cell holding an inline string. */
export const inlineCell = (reference: string, text: string): string => `<c r="${reference}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;

/** A cell showing the shared string at `index`. */
export const sharedCell = (reference: string, index: number): string => `<c r="${reference}" t="s"><v>${index}</v></c>`;

/** The shared strings part, around its items' XML (`<si><t>…</t></si>` each). */
export const sharedStringsXml = (items: string): string => `${HEAD}<sst xmlns="${MAIN}">${items}</sst>`;

/** A shared string item. */
export const sharedItem = (text: string): string => `<si><t>${escapeXml(text)}</t></si>`;

const entryOf = (name: string, content: PartContent): ZipEntryInput => (typeof content === 'string' ? { name, data: content } : { name, ...content });

/** A minimal XLSX package, as Excel lays one out, with the sheet (and shared strings, styles) given; no other tool needed. */
export function workbookOf(parts: { sheet: PartContent; sharedStrings?: PartContent; styles?: string; date1904?: boolean }): Buffer {
  const overrides = [
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>',
  ];
  const relationships = [`<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>`];
  if (parts.sharedStrings !== undefined) relationships.push(`<Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>`);
  if (parts.styles !== undefined) relationships.push(`<Relationship Id="rId3" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>`);
  return zipOf([
    { name: '[Content_Types].xml', data: `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>${overrides.join('')}</Types>` },
    { name: '_rels/.rels', data: `${HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>` },
    {
      name: 'xl/workbook.xml',
      data: `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">${parts.date1904 ? '<workbookPr date1904="1"/>' : ''}<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    { name: 'xl/_rels/workbook.xml.rels', data: `${HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${relationships.join('')}</Relationships>` },
    ...(parts.styles === undefined ? [] : [entryOf('xl/styles.xml', parts.styles)]),
    ...(parts.sharedStrings === undefined ? [] : [entryOf('xl/sharedStrings.xml', parts.sharedStrings)]),
    entryOf('xl/worksheets/sheet1.xml', parts.sheet),
  ]);
}
