import type { UploadPolicy } from '../generated/config-types';
import type { Language } from '../i18n/languages';
import { sniffFileType, type FileKind } from './sniff-file-type';

/** A file offered for upload: its name, its size in bytes and its first bytes (SNIFF_BYTES of them is enough). */
export interface UploadCandidate {
  fileName: string;
  size: number;
  head: Uint8Array;
}

/** Why an upload is refused, with the message in every language. */
export interface UploadFailure {
  code: 'too-large' | 'unsupported-format' | 'content-mismatch';
  message: Record<Language, string>;
}

/** The product-wide document limits (spec 2 §5): 50 MB; PDF, DOC, DOCX, XLS, XLSX, JPG, PNG. */
export const DOCUMENT_UPLOAD_POLICY: UploadPolicy = {
  maxSizeMb: 50,
  allowedTypes: ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.jpg', '.jpeg', '.png'],
  virusScan: true,
};

/** The profile picture limits (spec 1 §5): at most 5 MB; JPG, PNG or GIF. */
export const AVATAR_UPLOAD_POLICY: UploadPolicy = {
  maxSizeMb: 5,
  allowedTypes: ['.jpg', '.jpeg', '.png', '.gif'],
  virusScan: false,
};

/** Bytes in a megabyte as limits count them. */
export const BYTES_PER_MB = 1024 * 1024;

const TEXT_KINDS: readonly FileKind[] = ['text', 'xml', 'svg', 'html'];

// What content each extension may hold; an extension not listed here is checked by the policy's list only.
const EXTENSION_KINDS: Readonly<Record<string, readonly FileKind[]>> = {
  '.pdf': ['pdf'],
  '.png': ['png'],
  '.jpg': ['jpg'],
  '.jpeg': ['jpg'],
  '.gif': ['gif'],
  '.webp': ['webp'],
  '.docx': ['docx', 'zip-office'],
  '.xlsx': ['xlsx', 'zip-office'],
  '.pptx': ['pptx', 'zip-office'],
  // Word has long saved RTF under .doc, and opens it.
  '.doc': ['ole', 'rtf'],
  '.xls': ['ole'],
  '.ppt': ['ole'],
  '.rtf': ['rtf'],
  '.dcm': ['dicom'],
  '.dicom': ['dicom'],
  '.svg': ['svg'],
  '.xml': ['xml', 'svg'],
  '.txt': TEXT_KINDS,
  '.csv': TEXT_KINDS,
};

// Content refused under any name, even an extension this module does not know.
const NEVER_ALLOWED: readonly FileKind[] = ['executable'];

/** The extension of a file name, lower case with its dot (.pdf), or '' when it has none; any folder part is ignored. */
export function fileExtension(fileName: string): string {
  const baseName = fileName.split(/[/\\]/).pop() ?? '';
  const dot = baseName.lastIndexOf('.');
  return dot > 0 ? baseName.slice(dot).toLowerCase() : '';
}

const formatNames = (types: readonly string[]): string => types.map((type) => type.replace(/^\./, '').toUpperCase()).join(', ');

const MESSAGES = {
  tooLarge: (limitMb: number): Record<Language, string> => ({
    he: `הקובץ גדול מדי: הגודל המרבי הוא ${limitMb} MB`,
    en: `File too large: the limit is ${limitMb} MB`,
    es: `El archivo es demasiado grande: el límite es de ${limitMb} MB`,
  }),
  unsupported: (allowed: string): Record<Language, string> => ({
    he: `סוג הקובץ אינו נתמך. הסוגים המותרים: ${allowed}`,
    en: `Unsupported format. Allowed formats: ${allowed}`,
    es: `Formato no compatible. Formatos permitidos: ${allowed}`,
  }),
  mismatch: (claimed: string): Record<Language, string> => ({
    he: `תוכן הקובץ אינו תואם את סוג הקובץ שבשמו (${claimed})`,
    en: `The file's content is not the ${claimed} its name claims`,
    es: `El contenido del archivo no es el ${claimed} que indica su nombre`,
  }),
};

/**
 * Checks a file against an upload policy (spec 2 §5, spec 3 §9): its size (at most maxSizeMb), its extension
 * (one of allowedTypes) and its content, read from its first bytes, which must be what the extension claims.
 */
export function checkUpload(file: UploadCandidate, policy: UploadPolicy): UploadFailure[] {
  const failures: UploadFailure[] = [];
  if (!(file.size <= policy.maxSizeMb * BYTES_PER_MB)) failures.push({ code: 'too-large', message: MESSAGES.tooLarge(policy.maxSizeMb) });
  const extension = fileExtension(file.fileName);
  const allowed = policy.allowedTypes.map((type) => type.toLowerCase());
  if (!allowed.includes(extension)) {
    failures.push({ code: 'unsupported-format', message: MESSAGES.unsupported(formatNames(allowed)) });
    return failures;
  }
  const kind = sniffFileType(file.head);
  const expected = EXTENSION_KINDS[extension];
  if (NEVER_ALLOWED.includes(kind) || (expected && !expected.includes(kind))) {
    failures.push({ code: 'content-mismatch', message: MESSAGES.mismatch(formatNames([extension])) });
  }
  return failures;
}
