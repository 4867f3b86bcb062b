import { describe, expect, it } from 'vitest';
import { readXsdFile, XSD_MAX_LENGTH } from './read-xsd-file';

const xsd = '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>';

describe('readXsdFile', () => {
  it('reads an .xsd as text, whatever the case of its extension, without a byte-order mark', async () => {
    expect(await readXsdFile(new File([xsd], 'report.xsd'))).toEqual({ text: xsd });
    expect(await readXsdFile(new File([`\uFEFF${xsd}`], 'REPORT.XSD'))).toEqual({ text: xsd });
  });

  it('refuses another type, and an XSD over the server’s bound', async () => {
    expect(await readXsdFile(new File([xsd], 'report.xml'))).toEqual({ problem: 'wrongType' });
    expect(await readXsdFile(new File(['a'.repeat(XSD_MAX_LENGTH + 1)], 'big.xsd'))).toEqual({ problem: 'tooLarge' });
    expect(await readXsdFile({ name: 'huge.xsd', size: XSD_MAX_LENGTH * 4 + 1, text: () => Promise.reject(new Error('not read')) })).toEqual({ problem: 'tooLarge' });
  });

  it('says so when the browser cannot read the file', async () => {
    expect(await readXsdFile({ name: 'gone.xsd', size: 10, text: () => Promise.reject(new Error('NotReadableError')) })).toEqual({ problem: 'unreadable' });
  });
});
