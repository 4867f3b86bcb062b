import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { multipart, type Part } from '../../testing/multipart-body';
import type { TestAgent } from '../../testing/test-agent';
import { XML_BASE } from './xml-paths';

const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures/xml');

/** A fixture of the core's (tests/fixtures/xml): B5's sample and its negatives, and the hostile files. */
export const xmlFixture = (name: string): Buffer => readFileSync(join(FIXTURES, name));

/** B5's valid holdings file: two members (031459266 with three policies, 204681134 with one). */
export const SAMPLE_HOLDINGS = xmlFixture('holdings-valid.xml');

/** The sample with MIN=3: an enum the XSD refuses. */
export const INVALID_HOLDINGS = xmlFixture('holdings-min-3.xml');

/** The clearing house's own name for the sample (B1), so that the name check is quiet. */
export const HOLDINGS_FILE_NAME = '201000512345678HOLDNGPNN004202501311200000001.DAT';

/** The intake's calls for an agent, under /api/xml. */
export function xmlApi(agent: TestAgent) {
  const headers = { 'accept-language': 'en' };
  return {
    get: (path: string) => agent.request({ method: 'GET', url: `${XML_BASE}${path}`, headers }),
    post: (path: string, payload: object) => agent.request({ method: 'POST', url: `${XML_BASE}${path}`, payload, csrf: true, headers }),
    patch: (path: string, payload: object) => agent.request({ method: 'PATCH', url: `${XML_BASE}${path}`, payload, csrf: true, headers }),
    delete: (path: string) => agent.request({ method: 'DELETE', url: `${XML_BASE}${path}`, csrf: true, headers }),
    /** POST /upload with a file and text fields. */
    upload: (fileName: string, data: Buffer | string, fields: Record<string, string> = {}) => {
      const parts: Part[] = [...Object.entries(fields).map(([name, value]) => ({ name, data: value })), { name: 'file', fileName, contentType: 'application/octet-stream', data: Buffer.from(data) }];
      const form = multipart(parts);
      return agent.request({ method: 'POST', url: `${XML_BASE}/upload`, payload: form.payload, csrf: true, headers: { ...form.headers, ...headers } });
    },
  };
}
