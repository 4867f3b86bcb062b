import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOLDINGS_SCHEMA_ID, HOLDINGS_SCHEMA_NAME, HOLDINGS_XSD } from './holdings-xsd';

describe('the shipped holdings schema', () => {
  it('is the text of holdings.xsd, with its fixed id and a name in every language', () => {
    expect(HOLDINGS_XSD).toBe(readFileSync(new URL('./holdings.xsd', import.meta.url), 'utf8'));
    expect(HOLDINGS_SCHEMA_ID).toBe('00000000-0000-4000-8000-00000000a001');
    expect(HOLDINGS_SCHEMA_NAME.he).toContain('אחזקות');
    expect(HOLDINGS_XSD).not.toMatch(/targetNamespace\s*=/);
  });
});
