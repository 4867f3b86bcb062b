import type { FastifyRequest } from 'fastify';
import { DOCUMENT_TYPE_PATTERN, OTHER_DOCUMENT_TYPE } from '../../../engine/clients/document-types';
import { SNIFF_BYTES, sniffFileType } from '../../../engine/policies/sniff-file-type';
import { BYTES_PER_MB, checkUpload, fileExtension } from '../../../engine/policies/upload-policy';
import type { UploadPolicy } from '../../../engine/generated/config-types';
import { readSingleFilePart, SingleFileError } from '../../http/single-file-part';
import type { HttpError } from '../../plugins/errors';
import { documentContentType } from './client-documents.content-type';
import { documentError, documentFieldError, DOCUMENT_TEXTS } from './client-documents.messages';

/** The multipart field that carries the file (spec 2 §7). */
export const DOCUMENT_FIELD = 'document';

/** The multipart field that carries the document type (spec 2 §7). */
export const DOCUMENT_TYPE_FIELD = 'type';

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
const missing = () => documentError(400, 'CLIENT_DOCUMENT_MISSING', [documentFieldError(DOCUMENT_FIELD, DOCUMENT_TEXTS.CLIENT_DOCUMENT_MISSING)]);

// 413 with the policy's own words for its limit (the engine's message, as the browser shows it).
function tooLarge(policy: UploadPolicy): HttpError {
  const limit = checkUpload({ fileName: '', size: Number.POSITIVE_INFINITY, head: new Uint8Array() }, policy).find((failure) => failure.code === 'too-large')!;
  return documentError(413, 'CLIENT_DOCUMENT_TOO_LARGE', [documentFieldError(DOCUMENT_FIELD, limit.message)]);
}

// The file name as the office keeps it: no folders, no control characters, at most 255 characters with its extension.
function cleanFileName(raw: string): string {
  const base = [...(raw.split(/[/\\]/).pop() ?? '')].filter(isPrintable).join('').trim();
  if (base.length <= MAX_FILE_NAME) return base;
  const extension = fileExtension(base);
  return `${base.slice(0, MAX_FILE_NAME - extension.length)}${extension}`;
}

// The file and its type, or the refusal of why the form does not hold one file and at most its type.
async function readParts(request: FastifyRequest, policy: UploadPolicy): Promise<{ fileName: string; data: Buffer; type: string | undefined }> {
  try {
    const { fileName, data, fields } = await readSingleFilePart(request, { field: DOCUMENT_FIELD, maxBytes: policy.maxSizeMb * BYTES_PER_MB, textFields: { names: [DOCUMENT_TYPE_FIELD], count: 1, maxBytes: 100 } });
    if (!cleanFileName(fileName)) throw missing();
    return { fileName, data, type: fields[DOCUMENT_TYPE_FIELD] };
  } catch (error) {
    if (!(error instanceof SingleFileError)) throw error;
    throw error.reason === 'too-large' ? tooLarge(policy) : missing();
  }
}

/**
 * Reads a client document from a multipart request (the file in `document`, its type in `type`) and checks it
 * against the office's upload policy: size, extension, and content that is what the extension claims. Refuses
 * with 415 (not a form, a format the office does not take, or content that does not match), 413 or 400.
 */
export async function readDocumentUpload(request: FastifyRequest, policy: UploadPolicy, isKnownType: (type: string) => boolean): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw documentError(415, 'CLIENT_DOCUMENT_NOT_MULTIPART');
  const { fileName: rawName, data, type: rawType } = await readParts(request, policy);
  const type = rawType?.trim() || OTHER_DOCUMENT_TYPE;
  if (!DOCUMENT_TYPE_PATTERN.test(type) || !isKnownType(type)) {
    throw documentError(400, 'CLIENT_DOCUMENT_INVALID_TYPE', [documentFieldError(DOCUMENT_TYPE_FIELD, DOCUMENT_TEXTS.CLIENT_DOCUMENT_INVALID_TYPE)]);
  }
  const fileName = cleanFileName(rawName);
  const head = data.subarray(0, SNIFF_BYTES);
  const failures = checkUpload({ fileName, size: data.length, head }, policy);
  if (failures.some((failure) => failure.code === 'too-large')) throw tooLarge(policy);
  if (failures.length > 0) throw documentError(415, 'CLIENT_DOCUMENT_UNSUPPORTED', failures.map((failure) => documentFieldError(DOCUMENT_FIELD, failure.message)));
  const extension = fileExtension(fileName);
  return { fileName, data, type, extension, contentType: documentContentType(extension, sniffFileType(head)) };
}
