import type { FileKind } from '../../../engine/policies/sniff-file-type';
import { LIBRARY_TEXTS } from './library.messages';
import { DOCX_CONTENT_TYPE, isWordPackage } from './word-package';

// What a browser would run (HTML, SVG with its scripts) is no document, whatever the office's policy lets in.
const ACTIVE_KINDS: readonly FileKind[] = ['html', 'svg'];

/**
 * Why a file the upload policy let in is still no document of the office, or nothing: a page a browser would run,
 * or a zip named .docx whose directory lists no Word main part (the head shows only that it is a zip with Office
 * parts). The library's upload and a client's documents tab ask the same, each answering with its own code.
 */
export function contentRefusal(kind: FileKind, contentType: string, data: Buffer): (typeof LIBRARY_TEXTS)['DOCUMENT_ACTIVE_CONTENT' | 'DOCUMENT_NOT_WORD'] | undefined {
  if (ACTIVE_KINDS.includes(kind)) return LIBRARY_TEXTS.DOCUMENT_ACTIVE_CONTENT;
  if (contentType === DOCX_CONTENT_TYPE && !isWordPackage(data)) return LIBRARY_TEXTS.DOCUMENT_NOT_WORD;
  return undefined;
}
