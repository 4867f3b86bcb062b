import { createHash } from 'node:crypto';
import { SNIFF_BYTES, sniffFileType } from '../../../engine/policies/sniff-file-type';
import { checkUpload, fileExtension } from '../../../engine/policies/upload-policy';
import type { UploadPolicy } from '../../../engine/generated/config-types';
import { fieldError, type HttpError } from '../../plugins/errors';
import { documentContentType } from './document-content-type';
import { cleanFileName } from './document-upload';
import { contentRefusal } from './content-refusal';
import { libraryError, LIBRARY_TEXTS } from './library.messages';

/** The multipart field that carries the file (spec 2 §7 POST /upload: file, metadata). */
export const FILE_FIELD = 'file';

/** The multipart field that carries the document's details as JSON. */
export const METADATA_FIELD = 'metadata';

/** A file that passed the office's policy: its name, bytes, what its content showed, and its SHA-256. */
export interface CheckedFile {
  fileName: string;
  data: Buffer;
  contentType: string;
  extension: string;
  checksum: string;
}

/** A file as a form sent it, with the text of its metadata when the form had any. */
export interface SentFile {
  fileName: string;
  data: Buffer;
  metadata: string | undefined;
}

/** 400: the form does not hold one file in `file` and at most its metadata. */
export const uploadMissing = (): HttpError => libraryError(400, 'DOCUMENT_UPLOAD_MISSING', [fieldError(FILE_FIELD, { ...LIBRARY_TEXTS.DOCUMENT_UPLOAD_MISSING })]);

/** 413 with the policy's own words for its limit. */
export function uploadTooLarge(policy: UploadPolicy): HttpError {
  const limit = checkUpload({ fileName: '', size: Number.POSITIVE_INFINITY, head: new Uint8Array() }, policy).find((failure) => failure.code === 'too-large')!;
  return libraryError(413, 'DOCUMENT_TOO_LARGE', [fieldError(FILE_FIELD, { ...limit.message })]);
}

/**
 * Holds a sent file to the office's upload policy: a name, the size, the extension, and content that is what the
 * extension claims (a program or a page of HTML named .pdf is refused; a .docx must list Word's main part). 415, 413
 * or 400.
 */
export function checkLibraryFile(sent: Pick<SentFile, 'fileName' | 'data'>, policy: UploadPolicy): CheckedFile {
  const fileName = cleanFileName(sent.fileName);
  if (!fileName) throw uploadMissing();
  const { data } = sent;
  const head = data.subarray(0, SNIFF_BYTES);
  const failures = checkUpload({ fileName, size: data.length, head }, policy);
  if (failures.some((failure) => failure.code === 'too-large')) throw uploadTooLarge(policy);
  if (failures.length > 0) throw libraryError(415, 'DOCUMENT_UNSUPPORTED', failures.map((failure) => fieldError(FILE_FIELD, { ...failure.message })));
  const kind = sniffFileType(head);
  const extension = fileExtension(fileName);
  const contentType = documentContentType(extension, kind);
  const refusal = contentRefusal(kind, contentType, data);
  if (refusal) throw libraryError(415, 'DOCUMENT_UNSUPPORTED', [fieldError(FILE_FIELD, { ...refusal })]);
  return { fileName, data, extension, contentType, checksum: createHash('sha256').update(data).digest('hex') };
}
