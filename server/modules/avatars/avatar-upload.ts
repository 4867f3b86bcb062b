import { AVATAR_UPLOAD_POLICY, BYTES_PER_MB, checkUpload } from '../../../engine/policies/upload-policy';
import { SNIFF_BYTES, sniffFileType, type FileKind } from '../../../engine/policies/sniff-file-type';
import { messageFor } from '../../i18n/messages';
import type { SingleFileError } from '../../http/single-file-part';
import { fieldError, httpError } from '../../plugins/errors';

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

const ONE_FILE_ONLY = { he: `יש לשלוח קובץ תמונה אחד בדיוק, בשדה ${AVATAR_FIELD}`, en: `Send exactly one image file, in the field ${AVATAR_FIELD}`, es: `Envíe exactamente un archivo de imagen, en el campo ${AVATAR_FIELD}` };

const tooLarge = () => httpError(413, 'PAYLOAD_TOO_LARGE', { messages: messageFor('AVATAR_TOO_LARGE') });

/** The avatar's own refusal of a form that did not give its one file. */
export function avatarUploadRefusal(error: SingleFileError) {
  if (error.reason === 'too-large') return tooLarge();
  if (error.reason === 'not-one-file') return httpError(400, 'AVATAR_UPLOAD_FAILED', { errors: [fieldError(AVATAR_FIELD, ONE_FILE_ONLY)] });
  return httpError(400, 'AVATAR_UPLOAD_FAILED');
}

/**
 * Checks the one file of an upload against the avatar policy: at most 5MB, a JPG, PNG or GIF by name and by
 * content. Refuses with 415 (not such a picture) or 413.
 */
export function avatarImage({ fileName, data }: { fileName: string; data: Buffer }): AvatarImage {
  const head = data.subarray(0, SNIFF_BYTES);
  const failures = checkUpload({ fileName, size: data.length, head }, AVATAR_UPLOAD_POLICY);
  if (failures.some((failure) => failure.code === 'too-large')) throw tooLarge();
  const type = IMAGE_TYPES[sniffFileType(head)];
  if (failures.length > 0 || !type) {
    const reasons = failures.map((failure) => fieldError(AVATAR_FIELD, { ...failure.message }));
    throw httpError(415, 'AVATAR_INVALID_TYPE', { errors: reasons });
  }
  return { data, ...type };
}
