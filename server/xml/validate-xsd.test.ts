import { describe, expect, it } from 'vitest';
import { holdingsXsd } from './holdings-xsd';
import { compileXsd, textForXsd, validateAgainstXsd } from './validate-xsd';

const XSD = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
  <xs:element name="list"><xs:complexType><xs:sequence>
    <xs:element name="item" maxOccurs="unbounded"><xs:complexType><xs:sequence>
      <xs:element name="n" type="xs:integer"/>
    </xs:sequence></xs:complexType></xs:element>
  </xs:sequence></xs:complexType></xs:element>
</xs:schema>`;

describe('XSD validation', () => {
  it('gives every error with its line and path, several on one line told apart', async () => {
    const issues = await validateAgainstXsd('<list><item><n>x</n></item><item><n>1</n></item><item><n>y</n></item></list>', XSD);
    expect(issues.map(({ line, path }) => ({ line, path }))).toEqual([
      { line: 1, path: '/list/item/n' },
      { line: 1, path: '/list/item[3]/n' },
    ]);
    expect(issues[0]!.message.he).toContain('"x"');
  });

  it('names what is missing', async () => {
    const [issue] = await validateAgainstXsd('<list>\n  <item/>\n</list>', XSD);
    expect(issue).toMatchObject({ type: 'SCHEMA_VIOLATION', line: 2, path: '/list/item' });
    expect(issue!.message.he).toBe('חסר רכיב בתוך item: n.');
  });

  it('blanks a root default namespace for a schema without a targetNamespace, keeping lines and columns', () => {
    const text = '<?xml version="1.0" encoding="windows-1255"?>\n<Mimshak xmlns="urn:h" a="1"/>';
    const prepared = textForXsd(text, holdingsXsd());
    expect(prepared).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<Mimshak               a="1"/>');
    expect(textForXsd(text, '<xs:schema targetNamespace="urn:h"/>')).toContain('xmlns="urn:h"');
  });

  it('compiles an office’s XSD: empty when it compiles, its errors when not, nothing fetched for a remote include', async () => {
    expect(await compileXsd(XSD)).toEqual([]);
    expect(await compileXsd(holdingsXsd())).toEqual([]);
    const remote = await compileXsd('<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n<xs:include schemaLocation="http://example.com/other.xsd"/>\n</xs:schema>');
    expect(remote.length).toBeGreaterThan(0);
    expect(remote[0]!.message.en).toContain('http://example.com/other.xsd');
    expect((await compileXsd('<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="a" type="nope"/></xs:schema>'))[0]!.type).toBe('SCHEMA_VIOLATION');
    expect((await compileXsd('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x/>'))[0]!.type).toBe('XML_FORBIDDEN');
    expect((await compileXsd('<xs:schema'))[0]!.type).toBe('XML_MALFORMED');
  });
});
