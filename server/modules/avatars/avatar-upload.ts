import type { FastifyRequest } from 'fastify';
import { AVATAR_UPLOAD_POLICY, BYTES_PER_MB, checkUpload } from '../../../engine/policies/upload-policy';
import { SNIFF_BYTES, sniffFileType, type FileKind } from '../../../engine/policies/sniff-file-type';
import { messageFor } from '../../i18n/messages';
import { fieldError, httpError, HttpError } from '../../plugins/errors';

/** The multipart field that carries the picture (spec 1 §7). */
export const AVATAR_FIELD = 'avatar';

/** The largest picture, in bytes (spec 1 §5: 5MB). */
export const AVATAR_MAX_BYTES = AVATAR_UPLOAD_POLICY.maxSizeMb * BYTES_PER_MB;

/** A picture that passed every check, with its type as its content shows it. */
export interface AvatarImage {
  data: Buffer;
  extension: string;
  contentType: string;
}

// The stored type comes from the content, never from the client's name or header.
const IMAGE_TYPES: Partial<Record<FileKind, { extension: string; contentType: string }>> = {
  png: { extension: 'png', contentType: 'image/png' },
  jpg: { extension: 'jpg', contentType: 'image/jpeg' },
  gif: { extension: 'gif', contentType: 'image/gif' },
};

// One file and nothing else: a second part of any kind trips a limit, and the file stops one byte past the limit.
const PARSER_LIMITS = { files: 1, fields: 0, parts: 1, fileSize: AVATAR_MAX_BYTES, fieldNameSize: 100, headerPairs: 20 };

const ONE_FILE_ONLY = { he: `יש לשלוח קובץ תמונה אחד בדיוק, בשדה ${AVATAR_FIELD}`, en: `Send exactly one image file, in the field ${AVATAR_FIELD}` };

const tooLarge = () => httpError(413, 'PAYLOAD_TOO_LARGE', { messages: messageFor('AVATAR_TOO_LARGE') });
const notOneFile = () => httpError(400, 'AVATAR_UPLOAD_FAILED', { errors: [fieldError(AVATAR_FIELD, ONE_FILE_ONLY)] });

// What a parser failure means for the caller: the file too large, more than one part, or a body that is not a form.
function parserFailure(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return notOneFile();
  return httpError(400, 'AVATAR_UPLOAD_FAILED');
}

async function readSingleFile(request: FastifyRequest): Promise<{ fileName: string; data: Buffer }> {
  let upload: { fileName: string; data: Buffer } | undefined;
  let hasOtherParts = false;
  try {
    for await (const part of request.parts({ limits: PARSER_LIMITS })) {
      if (part.type === 'file' && part.fieldname === AVATAR_FIELD && !upload) {
        upload = { fileName: part.filename, data: await part.toBuffer() };
      } else {
        hasOtherParts = true;
        // An unread file stream would stall the parser.
        if (part.type === 'file') part.file.resume();
      }
    }
  } catch (error) {
    throw parserFailure(error);
  }
  if (!upload || hasOtherParts) throw notOneFile();
  return upload;
}

/**
 * Reads the one picture of a multipart request and checks it against the avatar policy: at most 5MB, a JPG,
 * PNG or GIF by name and by content. Refuses with 415 (not a form or not such a picture), 413 or 400.
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<AvatarImage> {
  if (!request.isMultipart()) throw httpError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const { fileName, data } = await readSingleFile(request);
  const head = data.subarray(0, SNIFF_BYTES);
  const failures = checkUpload({ fileName, size: data.length, head }, AVATAR_UPLOAD_POLICY);
  if (failures.some((failure) => failure.code === 'too-large')) throw tooLarge();
  const type = IMAGE_TYPES[sniffFileType(head)];
  if (failures.length > 0 || !type) {
    const reasons = failures.map((failure) => fieldError(AVATAR_FIELD, { he: failure.message.he, en: failure.message.en }));
    throw httpError(415, 'AVATAR_INVALID_TYPE', { errors: reasons });
  }
  return { data, ...type };
}
