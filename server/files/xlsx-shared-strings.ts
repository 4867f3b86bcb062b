import { TableError, type TableLimits } from './table';
import { readXml, textRunBytes } from './xml-stream';

/**
 * The workbook's shared strings (xl/sharedStrings.xml), each the text of its runs without the phonetic guides; one
 * past the cell limit stops the reading ('cell-too-long'), and so do more characters than a whole table may hold.
 */
export function readSharedStrings(data: Buffer | undefined, limits: TableLimits): string[] {
  const strings: string[] = [];
  if (!data) return strings;
  let current = '';
  let isInItem = false;
  let isInPhonetic = false;
  let isInText = false;
  let total = 0;
  readXml(data, {
    maxTextBytes: textRunBytes(limits.maxCellChars),
    onTextTooLong: () => {
      throw new TableError('cell-too-long', 'a shared string');
    },
    open(name) {
      if (name === 'si') {
        isInItem = true;
        current = '';
      } else if (name === 'rPh') isInPhonetic = true;
      else if (name === 't') isInText = isInItem && !isInPhonetic;
    },
    text(text) {
      if (!isInText) return;
      current += text;
      if (current.length > limits.maxCellChars) throw new TableError('cell-too-long', `shared string ${strings.length}`);
    },
    close(name) {
      if (name === 't') isInText = false;
      else if (name === 'rPh') isInPhonetic = false;
      else if (name === 'si') {
        isInItem = false;
        total += current.length;
        if (total > limits.maxTextChars) throw new TableError('too-much-text', 'the shared strings');
        strings.push(current);
      }
    },
  });
  return strings;
}
