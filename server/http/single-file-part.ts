import type { FastifyRequest } from 'fastify';

// The bidi controls: marks (LRM, RLM, ALM), embeddings and overrides, isolates. In a file name they only reorder
// how it shows: `invoice\u202Efdp.exe.pdf` reads as a PDF. A name never needs them.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A file name without bidi control characters, so that it shows as what it is. */
export function withoutBidiControls(fileName: string): string {
  return fileName.replace(BIDI_CONTROLS, '');
}

/** Why a multipart body could not give its one file. */
export type SingleFileFailure = 'too-large' | 'not-one-file' | 'not-a-form';

/** A failure to read the one file of a multipart body; the caller turns it into its own 4xx. */
export class SingleFileError extends Error {
  constructor(readonly reason: SingleFileFailure) {
    super(`The multipart body has no single readable file: ${reason}`);
  }
}

// What a parser failure means: the file over the limit, more than one part, or a body that is not a form.
function reasonOf(error: unknown): SingleFileFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return 'too-large';
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return 'not-one-file';
  return 'not-a-form';
}

/** Text fields a form may send beside its file: by name (any name when `names` is left out), how many, how long each. */
export interface TextFieldLimits {
  names?: readonly string[];
  count: number;
  maxBytes: number;
}

/** The one file of a form and the text fields sent with it. */
export interface SingleFileUpload {
  fileName: string;
  data: Buffer;
  fields: Record<string, string>;
}

/**
 * The one file of a multipart request, in the named field, and the text fields `textFields` allows (none when left
 * out), and nothing else: a part beyond those, or a text field sent twice, trips a limit or fails the read, and the
 * file stops one byte past `maxBytes`. The file's name comes without bidi controls. Throws SingleFileError.
 */
export async function readSingleFilePart(request: FastifyRequest, { field, maxBytes, textFields }: { field: string; maxBytes: number; textFields?: TextFieldLimits }): Promise<SingleFileUpload> {
  if (!request.isMultipart()) throw new SingleFileError('not-a-form');
  const fieldCount = textFields?.count ?? 0;
  const limits = { files: 1, fields: fieldCount, parts: 1 + fieldCount, fileSize: maxBytes, fieldNameSize: 100, headerPairs: 20, ...(textFields ? { fieldSize: textFields.maxBytes } : {}) };
  const isAllowedField = (name: string) => textFields !== undefined && (textFields.names?.includes(name) ?? true);
  let upload: { fileName: string; data: Buffer } | undefined;
  const fields: Record<string, string> = {};
  let hasOtherParts = false;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file' && part.fieldname === field && !upload) {
        // Every upload's name is read here (documents, logos, avatars, imports): its bidi controls stop here too.
        upload = { fileName: withoutBidiControls(part.filename), data: await part.toBuffer() };
      } else if (part.type === 'field' && isAllowedField(part.fieldname) && !Object.hasOwn(fields, part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      } else {
        hasOtherParts = true;
        // An unread file stream would stall the parser.
        if (part.type === 'file') part.file.resume();
      }
    }
  } catch (error) {
    throw new SingleFileError(reasonOf(error));
  }
  if (!upload || hasOtherParts) throw new SingleFileError('not-one-file');
  return { ...upload, fields };
}
