import { describe, expect, it } from 'vitest';
import { xmlToJson } from './xml-to-json';

describe('a document as JSON', () => {
  it('keeps texts as written, repeats as arrays, xsi:nil as null, attributes as @ keys', () => {
    const text = `<m xmlns="urn:h" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" v="4">
      <id>000000018</id><p><n>1</n></p><p><n>2</n></p><p><n>3</n></p><k xsi:nil="true"/><e/><t kind="x">שלום</t></m>`;
    expect(xmlToJson(Buffer.from(text))).toEqual({
      m: { '@v': '4', id: '000000018', p: [{ n: '1' }, { n: '2' }, { n: '3' }], k: null, e: '', t: { '@kind': 'x', '#text': 'שלום' } },
    });
  });
});
