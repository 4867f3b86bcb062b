import type { FileKind } from '../../../engine/policies/sniff-file-type';

// What the content showed, where that names one type.
const BY_KIND: Partial<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  rtf: 'application/rtf',
  dicom: 'application/dicom',
};

// By the (already checked) extension, for content a signature does not tell apart: an OLE file, a bare Office zip, text.
const BY_EXTENSION: Readonly<Record<string, string>> = {
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.docx': BY_KIND.docx!,
  '.xlsx': BY_KIND.xlsx!,
  '.pptx': BY_KIND.pptx!,
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml',
  '.heic': 'image/heic',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
};

/**
 * The content type a document is stored and served with, from what its content showed and its extension, never
 * from the client's header; application/octet-stream when neither names one.
 */
export function documentContentType(extension: string, kind: FileKind): string {
  // An .svg or .xml that is SVG is served as XML, never as an image a browser would render with its scripts.
  if (kind === 'svg' || kind === 'xml' || kind === 'html') return BY_EXTENSION[extension] === 'application/xml' ? 'application/xml' : 'application/octet-stream';
  return BY_KIND[kind] ?? BY_EXTENSION[extension] ?? 'application/octet-stream';
}
