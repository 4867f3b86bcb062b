import { readXml } from './xml-stream';

// Excel's built-in number formats that show a date or a time (ECMA-376 §18.8.30, with the East Asian ones).
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** Whether a custom number format shows a date: a y, m, d, h or s outside quotes and brackets (as ExcelJS tells it). */
export function isDateFormat(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** The cell styles (indexes into cellXfs, a cell's `s`) whose number format shows a date, from xl/styles.xml. */
export function readDateStyles(data: Buffer | undefined): Set<number> {
  const dates = new Set<number>();
  if (!data) return dates;
  const customDates = new Set<number>();
  let isInCellFormats = false;
  let index = 0;
  readXml(data, {
    open(name, attributes) {
      if (name === 'numFmt' && isDateFormat(attributes.formatCode ?? '')) customDates.add(Number(attributes.numFmtId));
      else if (name === 'cellXfs') isInCellFormats = true;
      else if (name === 'xf' && isInCellFormats) {
        const format = Number(attributes.numFmtId ?? 0);
        if (BUILT_IN_DATES.has(format) || customDates.has(format)) dates.add(index);
        index += 1;
      }
    },
    close(name) {
      if (name === 'cellXfs') isInCellFormats = false;
    },
  });
  return dates;
}
