import type { FastifyRequest } from 'fastify';

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

/**
 * The one file of a multipart request, in the named field, and nothing else: a second part of any kind trips a
 * limit, and the file stops one byte past `maxBytes`. Throws SingleFileError.
 */
export async function readSingleFilePart(request: FastifyRequest, { field, maxBytes }: { field: string; maxBytes: number }): Promise<{ fileName: string; data: Buffer }> {
  if (!request.isMultipart()) throw new SingleFileError('not-a-form');
  const limits = { files: 1, fields: 0, parts: 1, fileSize: maxBytes, fieldNameSize: 100, headerPairs: 20 };
  let upload: { fileName: string; data: Buffer } | undefined;
  let hasOtherParts = false;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file' && part.fieldname === field && !upload) {
        upload = { fileName: part.filename, data: await part.toBuffer() };
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
  return upload;
}
