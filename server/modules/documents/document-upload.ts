import { DOCUMENT_TYPE_PATTERN, OTHER_DOCUMENT_TYPE } from '../../../engine/clients/document-types';
import { SNIFF_BYTES, sniffFileType } from '../../../engine/policies/sniff-file-type';
import { checkUpload, fileExtension } from '../../../engine/policies/upload-policy';
import type { UploadPolicy } from '../../../engine/generated/config-types';
import type { HttpError } from '../../plugins/errors';
import { contentRefusal } from './content-refusal';
import { documentContentType } from './document-content-type';
import { documentError, documentFieldError, DOCUMENT_TEXTS } from './documents.messages';

/** The multipart field that carries the file (spec 2 §7). */
export const DOCUMENT_FIELD = 'document';

/** The multipart field that carries the document type (spec 2 §7). */
export const DOCUMENT_TYPE_FIELD = 'type';

/** A document as a form sent it: the file's name and bytes, and the document type when one was sent. */
export interface SentDocument {
  fileName: string;
  data: Buffer;
  type: string | undefined;
}

/** A document that passed every check: its name, bytes, type and the content type its content showed. */
export interface DocumentUpload {
  fileName: string;
  data: Buffer;
  type: string;
  contentType: string;
  extension: string;
}

const MAX_FILE_NAME = 255;
// No control characters (C0 or DEL): they have no place in a file name or a header.
const isPrintable = (char: string): boolean => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f;

/** 400: the form does not hold one file in `document` and at most its type in `type`. */
export const documentMissing = (): HttpError => documentError(400, 'CLIENT_DOCUMENT_MISSING', [documentFieldError(DOCUMENT_FIELD, DOCUMENT_TEXTS.CLIENT_DOCUMENT_MISSING)]);

/** 413 with the policy's own words for its limit (the engine's message, as the browser shows it). */
export function documentTooLarge(policy: UploadPolicy): HttpError {
  const limit = checkUpload({ fileName: '', size: Number.POSITIVE_INFINITY, head: new Uint8Array() }, policy).find((failure) => failure.code === 'too-large')!;
  return documentError(413, 'CLIENT_DOCUMENT_TOO_LARGE', [documentFieldError(DOCUMENT_FIELD, limit.message)]);
}

/** The file name as the office keeps it: no folders, no control characters, at most 255 characters with its extension. */
export function cleanFileName(raw: string): string {
  const base = [...(raw.split(/[/\\]/).pop() ?? '')].filter(isPrintable).join('').trim();
  if (base.length <= MAX_FILE_NAME) return base;
  const extension = fileExtension(base);
  return `${base.slice(0, MAX_FILE_NAME - extension.length)}${extension}`;
}

/**
 * Checks a sent client document against the office's upload policy and document types: a name, a type the office
 * knows, the size, the extension, and content that is what the extension claims. Refuses with 415 (a format the
 * office does not take, or content that does not match), 413 or 400.
 */
export function checkDocumentUpload(sent: SentDocument, policy: UploadPolicy, isKnownType: (type: string) => boolean): DocumentUpload {
  const fileName = cleanFileName(sent.fileName);
  if (!fileName) throw documentMissing();
  const type = sent.type?.trim() || OTHER_DOCUMENT_TYPE;
  if (!DOCUMENT_TYPE_PATTERN.test(type) || !isKnownType(type)) {
    throw documentError(400, 'CLIENT_DOCUMENT_INVALID_TYPE', [documentFieldError(DOCUMENT_TYPE_FIELD, DOCUMENT_TEXTS.CLIENT_DOCUMENT_INVALID_TYPE)]);
  }
  const { data } = sent;
  const head = data.subarray(0, SNIFF_BYTES);
  const failures = checkUpload({ fileName, size: data.length, head }, policy);
  if (failures.some((failure) => failure.code === 'too-large')) throw documentTooLarge(policy);
  if (failures.length > 0) throw documentError(415, 'CLIENT_DOCUMENT_UNSUPPORTED', failures.map((failure) => documentFieldError(DOCUMENT_FIELD, failure.message)));
  const extension = fileExtension(fileName);
  const kind = sniffFileType(head);
  const contentType = documentContentType(extension, kind);
  // The library's own refusals (a page a browser would run, a zip named .docx): the same rows, the same rules.
  const refusal = contentRefusal(kind, contentType, data);
  if (refusal) throw documentError(415, 'CLIENT_DOCUMENT_UNSUPPORTED', [documentFieldError(DOCUMENT_FIELD, refusal)]);
  return { fileName, data, type, extension, contentType };
}
