import { describe, expect, it } from 'vitest';
import { HOLDINGS_SCHEMA_ID, holdingsXsd } from '../holdings-xsd';
import { readHoldings } from '../read-holdings';
import { validateXml } from '../validate-xml';
import { generateHoldings } from './generate-holdings';

describe('the holdings generator', () => {
  it('makes a valid file of about the size asked, the same for the same seed', async () => {
    const data = generateHoldings({ targetBytes: 200_000, seed: 3 });
    expect(data.length).toBeGreaterThan(195_000);
    expect(data.length).toBeLessThan(215_000);
    expect(generateHoldings({ targetBytes: 200_000, seed: 3 }).equals(data)).toBe(true);
    const result = await validateXml(data, { xsd: holdingsXsd(), schemaId: HOLDINGS_SCHEMA_ID, fileName: 'generated.xml' });
    expect(result.errors).toEqual([]);
    expect(readHoldings(data)!.policies.length).toBeGreaterThan(50);
  });
});
