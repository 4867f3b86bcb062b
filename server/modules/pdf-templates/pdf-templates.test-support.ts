import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { multipart, type Part } from '../../testing/multipart-body';
import type { TestAgent } from '../../testing/test-agent';
import { PDF_TEMPLATES_BASE } from './pdf-templates-paths';

/** The PDF template calls for an agent, under /api/pdf/templates. */
export function templatesApi(agent: TestAgent) {
  return {
    get: (path = '') => agent.request({ method: 'GET', url: `${PDF_TEMPLATES_BASE}${path}` }),
    post: (path: string, payload: object) => agent.request({ method: 'POST', url: `${PDF_TEMPLATES_BASE}${path}`, payload, csrf: true }),
    put: (path: string, payload: object) => agent.request({ method: 'PUT', url: `${PDF_TEMPLATES_BASE}${path}`, payload, csrf: true }),
    delete: (path: string) => agent.request({ method: 'DELETE', url: `${PDF_TEMPLATES_BASE}${path}`, csrf: true }),
    /** A PDF upload with, when given, the template's JSON. */
    upload: (file: { name: string; data: Buffer } | undefined, template?: object) => {
      const parts: Part[] = [...(template ? [{ name: 'template', data: JSON.stringify(template) }] : []), ...(file ? [{ name: 'file', fileName: file.name, contentType: 'application/pdf', data: file.data }] : [])];
      return agent.request({ method: 'POST', url: `${PDF_TEMPLATES_BASE}/upload`, ...multipart(parts.length > 0 ? parts : [{ name: 'template', data: '{}' }]), csrf: true });
    },
  };
}

/** A blank A4 form of `pages` pages with a title, as an office would upload one. */
export async function blankForm(pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1) doc.addPage([595.28, 841.89]).drawText(`Intake form ${index + 1}`, { x: 48, y: 790, size: 18, font });
  return Buffer.from(await doc.save());
}

/** A field of the tests: a text box, its id from its name. */
export const textField = (name: string, extra: object = {}) => ({ id: `f-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`, name, type: 'text', label: name, page: 1, x: 0.1, y: 0.2, width: 0.5, height: 0.05, ...extra });

/** Whether poppler's pdftotext is here. */
export const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v']).error === undefined;

/** A word pdftotext -bbox found: its text and box in points from the page's top left. */
export interface BoxedWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

function runPdftotext(bytes: Uint8Array, args: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'pdf-template-'));
  try {
    const path = join(folder, 'filled.pdf');
    writeFileSync(path, bytes);
    return spawnSync('pdftotext', [...args, '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }).stdout.replace(/[\u200E\u200F\u202A-\u202E]/g, '');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The words of a PDF with their boxes (pdftotext -bbox). */
export function boxedWords(bytes: Uint8Array): BoxedWord[] {
  const html = runPdftotext(bytes, ['-bbox']);
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((match) => ({
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    yMax: Number(match[4]),
    text: match[5]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
  }));
}

/** The text of a PDF laid out (pdftotext -layout), bidi marks removed. */
export const layoutText = (bytes: Uint8Array): string => runPdftotext(bytes, ['-layout']);
