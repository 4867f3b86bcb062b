import { ArchiveError, openGuardedArchive, type ArchiveLimits } from '../../files/archive-guard';
import { withoutBidiControls } from '../../http/single-file-part';
import type { Messages } from '../../i18n/messages';
import { fieldError } from '../../plugins/errors';
import { HOLDINGS_SCHEMA_ID } from '../../xml/xml-types';
import { TAG_LIMITS } from './xml-documents.schemas';
import { xmlError, xmlFieldError, xmlText } from './xml-documents.messages';

/** The multipart fields of POST /upload besides `file`. */
export const TEXT_FIELDS = ['description', 'tags', 'autoValidate', 'schemaId'] as const;

/** The upload's choices, read from its form. */
export interface UploadChoices {
  description: string | null;
  tags: string[];
  autoValidate: boolean | undefined;
  schemaId: string;
}

/** A file of the upload: one XML file, or one taken out of a zip (its name then in archiveName). */
export interface UploadItem {
  fileName: string;
  data: Buffer;
  archiveName: string | null;
}

/** What a zip held: its XML files, its PDFs, and what was skipped and why. */
export interface UploadContents {
  xml: UploadItem[];
  pdfs: UploadItem[];
  skipped: { fileName: string; reason: Messages }[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const extensionOf = (fileName: string) => /\.[^./\\]+$/.exec(fileName)?.[0].toLowerCase() ?? '';

/** A file's own name, without folders or control characters; empty when it has none. */
export function cleanFileName(raw: string): string {
  const base = withoutBidiControls(raw).split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
}

function parseTags(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  let tags: unknown;
  try {
    tags = raw.trim().startsWith('[') ? JSON.parse(raw) : raw.split(',');
  } catch {
    throw xmlFieldError(400, 'XML_TAGS_INVALID', 'tags');
  }
  if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== 'string')) throw xmlFieldError(400, 'XML_TAGS_INVALID', 'tags');
  const clean = [...new Set((tags as string[]).map((tag) => tag.trim()).filter(Boolean))];
  if (clean.length > TAG_LIMITS.count || clean.some((tag) => tag.length > TAG_LIMITS.length)) throw xmlFieldError(400, 'XML_TAGS_INVALID', 'tags');
  return clean;
}

/** The upload's choices from its text fields; 400 at the field that is wrong. */
export function parseChoices(fields: Record<string, string>): UploadChoices {
  const description = fields.description?.trim() || null;
  if (description && description.length > 1000) throw xmlFieldError(400, 'XML_UPLOAD_BAD_FIELD', 'description');
  const auto = fields.autoValidate?.trim().toLowerCase();
  if (auto !== undefined && auto !== '' && auto !== 'true' && auto !== 'false') throw xmlFieldError(400, 'XML_AUTO_VALIDATE_INVALID', 'autoValidate');
  const schemaId = fields.schemaId?.trim() || HOLDINGS_SCHEMA_ID;
  if (!UUID.test(schemaId)) throw xmlFieldError(400, 'XML_SCHEMA_ID_INVALID', 'schemaId');
  return { description, tags: parseTags(fields.tags), autoValidate: auto === 'true' ? true : auto === 'false' ? false : undefined, schemaId: schemaId.toLowerCase() };
}

/** The kinds of file the intake takes: an XML file (.xml, or the clearing house's .dat), or a zip of them. */
export type UploadKind = 'xml' | 'zip';

/** The kind of an uploaded file by its extension; 415 for any other. */
export function uploadKindOf(fileName: string): UploadKind {
  const extension = extensionOf(fileName);
  if (extension === '.xml' || extension === '.dat') return 'xml';
  if (extension === '.zip') return 'zip';
  throw xmlError(415, 'XML_UPLOAD_UNSUPPORTED', [fieldError('file', xmlText('XML_UPLOAD_UNSUPPORTED'))]);
}

const MIB = 1024 * 1024;

/** How far a zip of XML files may expand: each entry to the office's limit, all of them to four times it. */
export const xmlArchiveLimits = (maxSizeMb: number): ArchiveLimits => ({ maxEntries: 500, maxEntryBytes: maxSizeMb * MIB, maxTotalBytes: 4 * maxSizeMb * MIB, maxRatio: 200, ratioFloorBytes: MIB });

// Folders, and the resource forks macOS adds to a zip, are no files of the sender's.
const isNoise = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\.DS_Store$/.test(name);

/** The XML files and PDFs of a zip, and the entries skipped with why; 400 XML_ZIP_REFUSED for a broken or expanding zip. */
export async function expandZip(data: Buffer, archiveName: string, maxSizeMb: number): Promise<UploadContents> {
  const contents: UploadContents = { xml: [], pdfs: [], skipped: [] };
  try {
    const archive = await openGuardedArchive(data, xmlArchiveLimits(maxSizeMb));
    try {
      const wanted = (name: string) => !isNoise(name) && ['.xml', '.dat', '.pdf'].includes(extensionOf(name)) && cleanFileName(name) !== '';
      for (const name of archive.names) if (!isNoise(name) && !wanted(name)) contents.skipped.push({ fileName: cleanFileName(name) || name, reason: xmlText('XML_SKIPPED_TYPE') });
      const entries = await archive.read(wanted);
      for (const [name, entry] of entries) {
        const item = { fileName: cleanFileName(name), data: entry, archiveName };
        (extensionOf(name) === '.pdf' ? contents.pdfs : contents.xml).push(item);
      }
    } finally {
      archive.close();
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw xmlFieldError(400, 'XML_ZIP_REFUSED', 'file');
    throw error;
  }
  if (contents.xml.length === 0 && contents.pdfs.length === 0) throw xmlFieldError(400, 'XML_ZIP_EMPTY', 'file');
  return contents;
}
