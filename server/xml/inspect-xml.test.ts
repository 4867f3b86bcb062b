import { describe, expect, it } from 'vitest';
import { DEFAULT_XML_LIMITS, inspectXml } from './inspect-xml';
import { XmlRefusalError } from './xml-issue';
import type { XmlIssue } from './xml-types';

const issueOf = (data: string, limits = {}): XmlIssue => {
  try {
    inspectXml(Buffer.from(data), limits);
  } catch (error) {
    if (error instanceof XmlRefusalError) return error.issue;
    throw error;
  }
  throw new Error('accepted');
};

describe('inspecting a file', () => {
  it('gives its root, namespace, encoding, element count and depth', () => {
    expect(inspectXml(Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<h:Mimshak xmlns:h="urn:h"><h:a><h:b/></h:a></h:Mimshak>'))).toEqual({
      rootElement: 'Mimshak', namespace: 'urn:h', encoding: 'utf-8', elementCount: 3, maxDepth: 3,
    });
    expect(inspectXml(Buffer.from('<Mimshak xmlns="http://x/mivneachid/holdings"/>')).namespace).toBe('http://x/mivneachid/holdings');
  });

  it('has the product’s default bounds', () => {
    expect(DEFAULT_XML_LIMITS).toEqual({ maxBytes: 100 * 1024 * 1024, maxDepth: 40, maxElements: 2_000_000 });
  });

  it('refuses what is broken with its line and column, a DOCTYPE, too deep, too many elements, too many bytes', () => {
    expect(issueOf('<a>\n  <b></a>')).toMatchObject({ type: 'XML_MALFORMED', code: 3, line: 2, column: 9 });
    expect(issueOf('<a>&nope;</a>').type).toBe('XML_MALFORMED');
    expect(issueOf('<!DOCTYPE a><a/>').type).toBe('XML_FORBIDDEN');
    expect(issueOf('<a><a><a/></a></a>', { maxDepth: 2 }).type).toBe('XML_TOO_DEEP');
    expect(issueOf('<a><b/><b/></a>', { maxElements: 2 }).type).toBe('XML_TOO_LARGE');
    expect(issueOf('<a/>', { maxBytes: 3 }).type).toBe('XML_TOO_LARGE');
  });

  it('says what a file that is not XML is: empty, a PDF, a zip, anything else', () => {
    expect(issueOf('').message.en).toContain('empty');
    expect(issueOf('%PDF-1.7').message.he).toContain('PDF');
    expect(issueOf('PK\u0003\u0004').message.en).toContain('ZIP');
    expect(issueOf('name,id\nx,1').message.he).toContain('אינו קובץ XML');
  });
});
