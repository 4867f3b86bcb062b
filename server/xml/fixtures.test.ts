import { describe, expect, it } from 'vitest';
import { readArchiveEntries } from '../files/archive-guard';
import { HOLDINGS_SCHEMA_ID, holdingsXsd } from './holdings-xsd';
import { inspectXml } from './inspect-xml';
import { readHoldings } from './read-holdings';
import { holdingsZip, xmlFixture } from './testing/holdings-zip';
import { validateXml } from './validate-xml';
import { XmlRefusalError } from './xml-issue';
import type { XmlIssue } from './xml-types';

const NOW = new Date('2026-01-01T00:00:00Z');
const validate = (name: string, fileName = name) => validateXml(xmlFixture(name), { xsd: holdingsXsd(), schemaId: HOLDINGS_SCHEMA_ID, fileName, now: NOW });
const brief = (issues: XmlIssue[]) => issues.map(({ type, severity, code, line, path }) => ({ type, severity, code, line, path }));
const LAKOACH = '/Mimshak/Mutzarim/Mutzar/NetuneiMutzar/YeshutLakoach';

describe('the fixtures of the domain notes (B5) give exactly their issues', () => {
  it('the sample is valid, and so are its variants: a trailing \\x1a, a default namespace, a .DAT with the fixed-width name', async () => {
    for (const name of ['holdings-valid.xml', 'holdings-trailing-eof.xml', 'holdings-namespace.xml', '201000512345678HOLDNGPNN004202501311200000001.DAT']) {
      const result = await validate(name);
      expect({ name, errors: brief(result.errors), warnings: brief(result.warnings) }).toEqual({ name, errors: [], warnings: [] });
      expect(result.isValid).toBe(true);
      expect(result.schemaId).toBe(HOLDINGS_SCHEMA_ID);
    }
  });

  it('a .DAT whose name is not the fixed-width format is valid with a warning (code 1); a plain .xml name has none', async () => {
    const result = await validate('holdings-valid.xml', 'holdings.DAT');
    expect(result.isValid).toBe(true);
    expect(brief(result.warnings)).toEqual([{ type: 'FILENAME_INVALID', severity: 'warning', code: 1, line: undefined, path: undefined }]);
  });

  it('MIN=3 breaks the enumeration', async () => {
    const result = await validate('holdings-min-3.xml');
    expect(brief(result.errors)).toEqual([{ type: 'SCHEMA_VIOLATION', severity: 'error', code: 3, line: 30, path: `${LAKOACH}/MIN` }]);
    expect(result.errors[0]!.message.he).toBe('הערך 3 אינו אחד הערכים המותרים עבור MIN (1, 2).');
    expect(result.errors[0]!.message.en).toContain("[facet 'enumeration']");
  });

  it('TAARICH-LEYDA=19851340 breaks the pattern and is no date', async () => {
    const result = await validate('holdings-birth-date.xml');
    expect(brief(result.errors)).toEqual([
      { type: 'SCHEMA_VIOLATION', severity: 'error', code: 3, line: 31, path: `${LAKOACH}/TAARICH-LEYDA` },
      { type: 'DATE_INVALID', severity: 'error', code: undefined, line: 31, path: `${LAKOACH}/TAARICH-LEYDA` },
    ]);
  });

  it('the ID 123456789 fails its check digit (code 100)', async () => {
    const result = await validate('holdings-bad-id.xml');
    expect(brief(result.errors)).toEqual([
      { type: 'INVALID_ID_CHECKSUM', severity: 'error', code: 100, line: 113, path: '/Mimshak/Mutzarim/Mutzar[2]/NetuneiMutzar/YeshutLakoach/MISPAR-ZIHUY-LAKOACH' },
    ]);
    expect(result.errors[0]!.message.he).toContain('123456789');
  });

  it('KAMUT-POLISOT=5 with four policies is a count mismatch (code 6)', async () => {
    const result = await validate('holdings-count-mismatch.xml');
    expect(brief(result.errors)).toEqual([{ type: 'COUNT_MISMATCH', severity: 'error', code: 6, line: 204, path: '/Mimshak/ReshumatSgira/KAMUT-POLISOT' }]);
  });

  it('a policy without MISPAR-POLISA-O-HESHBON breaks the schema, naming what is missing, and misses a field', async () => {
    const result = await validate('holdings-missing-policy-number.xml');
    const policy = '/Mimshak/Mutzarim/Mutzar/HeshbonotOPolisot/HeshbonOPolisa[2]';
    expect(brief(result.errors)).toEqual([
      { type: 'SCHEMA_VIOLATION', severity: 'error', code: 3, line: 88, path: `${policy}/TAARICH-NECHONUT` },
      { type: 'MISSING_FIELD', severity: 'error', code: undefined, line: 87, path: policy },
    ]);
    expect(result.errors[0]!.message.he).toContain('MISPAR-POLISA-O-HESHBON');
  });
});

describe('hostile files are refused, quickly', () => {
  const CASES = [
    ['hostile-external-entity.xml', 'XML_FORBIDDEN'],
    ['hostile-billion-laughs.xml', 'XML_FORBIDDEN'],
    ['hostile-nesting-bomb.xml', 'XML_TOO_DEEP'],
    ['not-xml.pdf', 'XML_MALFORMED'],
  ] as const;

  it.each(CASES)('%s: %s', async (name, type) => {
    const started = performance.now();
    let refusal: unknown;
    try {
      inspectXml(xmlFixture(name));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(XmlRefusalError);
    expect((refusal as XmlRefusalError).issue.type).toBe(type);
    const result = await validate(name);
    expect(result.isValid).toBe(false);
    expect(result.errors.map((issue) => issue.type)).toEqual([type]);
    expect(performance.now() - started).toBeLessThan(1000);
    const { he, en, es } = result.errors[0]!.message;
    expect(he).toMatch(/[\u0590-\u05ff]{3}/);
    expect(en).not.toBe('');
    expect(es).not.toBe('');
  });

  it('a file past the size limit is refused before it is read', () => {
    expect(() => inspectXml(xmlFixture('holdings-valid.xml'), { maxBytes: 1000 })).toThrow(XmlRefusalError);
    try {
      inspectXml(xmlFixture('holdings-valid.xml'), { maxBytes: 1000 });
    } catch (error) {
      expect((error as XmlRefusalError).issue.type).toBe('XML_TOO_LARGE');
    }
  });
});

describe('a zip of holdings files', () => {
  it('gives each file, read and validated on its own', async () => {
    const entries = await readArchiveEntries(holdingsZip(), { maxEntries: 10, maxEntryBytes: 1 << 20, maxTotalBytes: 4 << 20, maxRatio: 100 }, (name) => /\.(xml|dat)$/i.test(name));
    expect([...entries.keys()]).toEqual(['holdings-valid.xml', 'holdings-bad-id.xml']);
    const results = await Promise.all([...entries].map(([name, data]) => validateXml(data, { xsd: holdingsXsd(), schemaId: HOLDINGS_SCHEMA_ID, fileName: name, now: NOW })));
    expect(results.map((result) => result.isValid)).toEqual([true, false]);
    expect(readHoldings(entries.get('holdings-valid.xml')!)!.policies).toHaveLength(4);
  });
});
