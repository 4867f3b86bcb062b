import { createHash } from 'node:crypto';
import { SNIFF_BYTES, sniffFileType } from '../../../../engine/policies/sniff-file-type';
import { LOGO_MAX_BYTES, validateLogoFile } from '../../../../engine/theme/logo-validation';
import { SingleFileError, type SingleFileUpload } from '../../../http/single-file-part';
import { fieldError } from '../../../plugins/errors';
import { officeAdminError, officeAdminText } from '../office-admin.messages';
import { sanitizeSvg } from './svg-sanitizer';

/** The multipart field that carries a logo. */
export const LOGO_FIELD = 'logo';

/** The images an office's branding has (schemas/branding.schema.json). */
export const LOGO_KINDS = ['logoPrimary', 'logoSecondary', 'favicon'] as const;
export type LogoKind = (typeof LOGO_KINDS)[number];

/** A logo that passed every check, ready to store: its bytes (an SVG sanitised), type and content hash. */
export interface LogoImage {
  data: Buffer;
  extension: 'png' | 'jpg' | 'svg';
  contentType: string;
  hash: string;
}

const TYPES = { png: { extension: 'png', contentType: 'image/png' }, jpg: { extension: 'jpg', contentType: 'image/jpeg' }, svg: { extension: 'svg', contentType: 'image/svg+xml' } } as const;

function readFailure(error: unknown) {
  if (!(error instanceof SingleFileError)) return error;
  if (error.reason === 'too-large') return officeAdminError(413, 'LOGO_UPLOAD_FAILED', [fieldError(LOGO_FIELD, { he: 'גודל הקובץ חייב להיות קטן מ־2MB', en: 'File size must be less than 2MB', es: 'El archivo debe ocupar menos de 2MB' })]);
  if (error.reason === 'not-a-form') return officeAdminError(415, 'LOGO_UPLOAD_FAILED', [fieldError(LOGO_FIELD, officeAdminText('LOGO_ONE_FILE'))]);
  return officeAdminError(400, 'LOGO_UPLOAD_FAILED', [fieldError(LOGO_FIELD, officeAdminText('LOGO_ONE_FILE'))]);
}

/** How a logo's one file is read from the upload: the field it comes in, and the size past which reading stops. */
export const LOGO_PART = { field: LOGO_FIELD, maxBytes: LOGO_MAX_BYTES - 1 } as const;

/**
 * Reads the one logo of an upload (`readPart` reads its file as LOGO_PART says: the multipart body, for a request)
 * and checks it (spec 3 §5): JPG, PNG or SVG by content and by name, under 2 MB, with the spec's messages; an SVG is
 * sanitised of scripts and external references (svg-sanitizer.ts).
 */
export async function readLogoUpload(readPart: (part: typeof LOGO_PART) => Promise<Pick<SingleFileUpload, 'fileName' | 'data'>>): Promise<LogoImage> {
  let upload: Pick<SingleFileUpload, 'fileName' | 'data'>;
  try {
    upload = await readPart(LOGO_PART);
  } catch (error) {
    throw readFailure(error);
  }
  const head = upload.data.subarray(0, SNIFF_BYTES);
  const issues = validateLogoFile({ name: upload.fileName, size: upload.data.length, head });
  if (issues.length > 0) {
    const status = issues.some((issue) => issue.code === 'logo-too-large') ? 413 : 415;
    throw officeAdminError(status, 'LOGO_UPLOAD_FAILED', issues.map((issue) => fieldError(LOGO_FIELD, { ...issue.message })));
  }
  const kind = sniffFileType(head) as keyof typeof TYPES;
  let data = upload.data;
  if (kind === 'svg') {
    try {
      data = Buffer.from(await sanitizeSvg(upload.data.toString('utf8')), 'utf8');
    } catch {
      throw officeAdminError(415, 'LOGO_UPLOAD_FAILED', [fieldError(LOGO_FIELD, { he: 'יש להעלות קובץ מסוג JPG, PNG או SVG', en: 'Please upload a JPG, PNG, or SVG file', es: 'Suba un archivo JPG, PNG o SVG' })]);
    }
  }
  return { data, ...TYPES[kind], hash: createHash('sha256').update(data).digest('hex').slice(0, 32) };
}
