import type { Language } from '../i18n/languages';
import { fileExtension } from '../policies/upload-policy';
import { sniffFileType, type FileKind } from '../policies/sniff-file-type';
import type { ThemeIssue } from './theme-validation';

/** A logo file offered for upload: its name, its size in bytes and its first bytes (SNIFF_BYTES of them is enough). */
export interface LogoFile {
  name: string;
  size: number;
  head: Uint8Array;
}

/** The size a logo must stay under, in bytes (spec 3 §5: under 2 MB). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

// The formats a logo may be, by content, and the extensions each may carry.
const LOGO_FORMATS: Readonly<Partial<Record<FileKind, readonly string[]>>> = {
  jpg: ['.jpg', '.jpeg'],
  png: ['.png'],
  svg: ['.svg'],
};

const FORMAT_MESSAGE: Record<Language, string> = {
  he: 'יש להעלות קובץ מסוג JPG, PNG או SVG',
  en: 'Please upload a JPG, PNG, or SVG file',
  es: 'Suba un archivo JPG, PNG o SVG',
};

const SIZE_MESSAGE: Record<Language, string> = {
  he: 'גודל הקובץ חייב להיות קטן מ־2MB',
  en: 'File size must be less than 2MB',
  es: 'El tamaño del archivo debe ser inferior a 2 MB',
};

/**
 * Checks a logo upload (spec 3 §5): its content must be JPG, PNG or SVG, told by its bytes, and its name must carry
 * that format's extension; its size must be under 2 MB. SVG may carry script: serve it sanitised or from another origin.
 */
export function validateLogoFile(file: LogoFile): ThemeIssue[] {
  const issues: ThemeIssue[] = [];
  const extensions = LOGO_FORMATS[sniffFileType(file.head)];
  if (!extensions?.includes(fileExtension(file.name))) issues.push({ field: 'file', code: 'unsupported-logo-format', message: FORMAT_MESSAGE });
  if (!(file.size < LOGO_MAX_BYTES)) issues.push({ field: 'file', code: 'logo-too-large', message: SIZE_MESSAGE });
  return issues;
}
