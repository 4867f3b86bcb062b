import { describe, expect, it } from 'vitest';
import { HOLDINGS_SCHEMA_ID, HOLDINGS_SCHEMA_NAME, holdingsXsd } from './holdings-xsd';

describe('the shipped holdings schema', () => {
  it('is read from holdings.xsd, with its fixed id and a name in every language', () => {
    expect(holdingsXsd()).toMatch(/^<\?xml[^>]*\?>\s*<!--[\s\S]*<xsd:schema /);
    expect(HOLDINGS_SCHEMA_ID).toBe('00000000-0000-4000-8000-00000000a001');
    expect(HOLDINGS_SCHEMA_NAME.he).toContain('אחזקות');
    expect(holdingsXsd()).not.toMatch(/targetNamespace\s*=/);
  });
});
