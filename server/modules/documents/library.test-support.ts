import { multipart, type Part } from '../../testing/multipart-body';
import type { TestAgent } from '../../testing/test-agent';
import { LIBRARY_BASE } from './library-paths';

export { smallPdf, onePixelPng, PROGRAM } from './documents.test-support';

/** The library's calls for an agent, under /api/pdf/docs. */
export function libraryApi(agent: TestAgent) {
  return {
    get: (path = '') => agent.request({ method: 'GET', url: `${LIBRARY_BASE}${path}` }),
    post: (path: string, payload: object) => agent.request({ method: 'POST', url: `${LIBRARY_BASE}${path}`, payload, csrf: true }),
    put: (path: string, payload: object) => agent.request({ method: 'PUT', url: `${LIBRARY_BASE}${path}`, payload, csrf: true }),
    delete: (path: string) => agent.request({ method: 'DELETE', url: `${LIBRARY_BASE}${path}`, csrf: true }),
    /** A multipart form to a path (/upload, /<id>/versions). */
    send: (path: string, parts: Part[]) => agent.request({ method: 'POST', url: `${LIBRARY_BASE}${path}`, ...multipart(parts), csrf: true }),
  };
}

/** The parts of an upload: the file and, when given, its metadata as JSON. */
export const uploadParts = (fileName: string, data: Buffer, metadata?: object | string, contentType = 'application/octet-stream'): Part[] => [
  ...(metadata === undefined ? [] : [{ name: 'metadata', data: typeof metadata === 'string' ? metadata : JSON.stringify(metadata) }]),
  { name: 'file', fileName, contentType, data },
];

/** Uploads a file with its metadata and answers the document made; fails the test when the upload is refused. */
export async function uploaded(agent: TestAgent, fileName: string, data: Buffer, metadata?: object): Promise<{ id: string; [key: string]: unknown }> {
  const response = await libraryApi(agent).send('/upload', uploadParts(fileName, data, metadata));
  if (response.statusCode !== 201) throw new Error(`upload of ${fileName} answered ${response.statusCode}: ${response.body}`);
  return response.json().data;
}

/** A page of HTML: what a hostile upload names .pdf. */
export const HTML_PAGE = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');

/** An SVG that runs a script when a browser shows it. */
export const SCRIPTED_SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
