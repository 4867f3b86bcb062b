import { describe, expect, it } from 'vitest';
import { checkHoldingsRules } from './holdings-rules';

const NOW = new Date('2026-01-01T00:00:00Z');
const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';
const file = (body: string) => `<Mimshak ${XSI}>\n${body}\n</Mimshak>`;
const check = (body: string, fileName = 'a.xml') => checkHoldingsRules(file(body), fileName, { now: NOW }).map(({ type, code, line, path }) => ({ type, code, line, path }));

describe('the business rules of B4', () => {
  it('checks a member’s ID only when it is an Israeli ID (type 1 or none), with leading zeros, and skips xsi:nil', () => {
    expect(check('<YeshutLakoach><SUG-MEZAHE-LAKOACH>01</SUG-MEZAHE-LAKOACH><MISPAR-ZIHUY-LAKOACH>123456789</MISPAR-ZIHUY-LAKOACH></YeshutLakoach>')).toEqual([
      { type: 'INVALID_ID_CHECKSUM', code: 100, line: 2, path: '/Mimshak/YeshutLakoach/MISPAR-ZIHUY-LAKOACH' },
    ]);
    expect(check('<YeshutLakoach><SUG-MEZAHE-LAKOACH>2</SUG-MEZAHE-LAKOACH><MISPAR-ZIHUY-LAKOACH>AB123</MISPAR-ZIHUY-LAKOACH></YeshutLakoach>')).toEqual([]);
    expect(check('<YeshutLakoach><MISPAR-ZIHUY-LAKOACH>18</MISPAR-ZIHUY-LAKOACH></YeshutLakoach>')).toEqual([]);
    expect(check('<YeshutLakoach><MISPAR-ZIHUY-LAKOACH xsi:nil="true"/></YeshutLakoach>')).toEqual([]);
  });

  it('finds impossible dates, past dates in the future, and a production date that is not 14 digits', () => {
    const issues = check([
      '<TAARICH-LEYDA>20240231</TAARICH-LEYDA>',
      '<TAARICH-NECHONUT>20270101</TAARICH-NECHONUT>',
      '<TAARICH-BITZUA>20250131</TAARICH-BITZUA>',
      '<TAARICH-PRISHA>20450101</TAARICH-PRISHA>',
      '<TAARICH-LEYDA xsi:nil="true"/>',
      '<TAARICH-ERECH-TZVIROT>20240229</TAARICH-ERECH-TZVIROT>',
    ].join('\n'));
    expect(issues.map(({ type, line, code }) => ({ type, line, code }))).toEqual([
      { type: 'DATE_INVALID', line: 2, code: undefined },
      { type: 'DATE_INVALID', line: 3, code: undefined },
      { type: 'DATE_INVALID', line: 4, code: undefined },
    ]);
    expect(check('<TAARICH-BITZUA>20300101120000</TAARICH-BITZUA>')[0]).toMatchObject({ type: 'DATE_INVALID', code: 11 });
  });

  it('finds negative balances, a policy without its number, and counts that do not match the closing record', () => {
    const issues = check([
      '<Mutzarim><Mutzar><HeshbonotOPolisot>',
      '<HeshbonOPolisa><MISPAR-POLISA-O-HESHBON>1</MISPAR-POLISA-O-HESHBON><TOTAL-CHISACHON-MTZBR>-5.00</TOTAL-CHISACHON-MTZBR></HeshbonOPolisa>',
      '<HeshbonOPolisa><MISPAR-POLISA-O-HESHBON xsi:nil="true"/></HeshbonOPolisa>',
      '</HeshbonotOPolisot></Mutzar></Mutzarim>',
      '<ReshumatSgira><KAMUT-MUTZARIM>002</KAMUT-MUTZARIM><KAMUT-POLISOT>2</KAMUT-POLISOT></ReshumatSgira>',
    ].join('\n'));
    expect(issues).toEqual([
      { type: 'NEGATIVE_BALANCE', code: undefined, line: 3, path: '/Mimshak/Mutzarim/Mutzar/HeshbonotOPolisot/HeshbonOPolisa/TOTAL-CHISACHON-MTZBR' },
      { type: 'MISSING_FIELD', code: undefined, line: 4, path: '/Mimshak/Mutzarim/Mutzar/HeshbonotOPolisot/HeshbonOPolisa[2]' },
      { type: 'COUNT_MISMATCH', code: 6, line: 6, path: '/Mimshak/ReshumatSgira/KAMUT-MUTZARIM' },
    ]);
  });

  it('warns of a .dat name that is not the fixed-width format, never of a .xml name', () => {
    expect(check('', '201000512237744HOLDNGINP009202604141624556378.DAT')).toEqual([]);
    expect(check('', 'archive/201000512237744HOLDNGINP009202613141624556378.dat')).toEqual([{ type: 'FILENAME_INVALID', code: 1, line: undefined, path: undefined }]);
    expect(check('', 'holdings.dat')[0]!.type).toBe('FILENAME_INVALID');
    expect(check('', 'sample.xml')).toEqual([]);
  });
});
