import { describe, expect, it } from 'vitest';
import type { UploadPolicy } from '../generated/config-types';
import { validateAgainst } from '../validation/schema-validators';
import { FILE_HEADS } from './file-heads.fixture';
import { AVATAR_UPLOAD_POLICY, BYTES_PER_MB, checkUpload, DOCUMENT_UPLOAD_POLICY, fileExtension } from './upload-policy';

const MEDICAL: UploadPolicy = { maxSizeMb: 50, allowedTypes: ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx', '.dicom'], virusScan: true };
const LEGAL: UploadPolicy = { maxSizeMb: 100, allowedTypes: ['.pdf', '.doc', '.docx', '.txt', '.rtf', '.xls', '.xlsx'], virusScan: false };
const codes = (fileName: string, head: Uint8Array, policy: UploadPolicy, size = 1000): string[] =>
  checkUpload({ fileName, size, head }, policy).map((failure) => failure.code);

describe('checkUpload', () => {
  it.each([
    ['report.pdf', FILE_HEADS.pdf, DOCUMENT_UPLOAD_POLICY],
    ['scan.JPG', FILE_HEADS.jpg, DOCUMENT_UPLOAD_POLICY],
    ['photo.jpeg', FILE_HEADS.jpg, DOCUMENT_UPLOAD_POLICY],
    ['chart.png', FILE_HEADS.png, DOCUMENT_UPLOAD_POLICY],
    ['letter.docx', FILE_HEADS.docx, DOCUMENT_UPLOAD_POLICY],
    ['letter.docx', FILE_HEADS.officeTruncated, DOCUMENT_UPLOAD_POLICY],
    ['ledger.xlsx', FILE_HEADS.xlsx, DOCUMENT_UPLOAD_POLICY],
    ['old.doc', FILE_HEADS.ole, DOCUMENT_UPLOAD_POLICY],
    ['old.xls', FILE_HEADS.ole, DOCUMENT_UPLOAD_POLICY],
    ['saved-as.doc', FILE_HEADS.rtf, DOCUMENT_UPLOAD_POLICY],
    ['ct.dicom', FILE_HEADS.dicom, MEDICAL],
    ['notes.txt', FILE_HEADS.csv, LEGAL],
    ['brief.rtf', FILE_HEADS.rtf, LEGAL],
    ['me.gif', FILE_HEADS.gif, AVATAR_UPLOAD_POLICY],
  ] as const)('accepts %s', (fileName, head, policy) => {
    expect(checkUpload({ fileName, size: 2048, head }, policy)).toEqual([]);
  });

  it('refuses a file over the limit and names the limit in MB', () => {
    const [failure] = checkUpload({ fileName: 'big.pdf', size: 50 * BYTES_PER_MB + 1, head: FILE_HEADS.pdf }, DOCUMENT_UPLOAD_POLICY);
    expect(failure?.code).toBe('too-large');
    expect(failure?.message).toEqual({
      he: 'הקובץ גדול מדי: הגודל המרבי הוא 50 MB',
      en: 'File too large: the limit is 50 MB',
      es: 'El archivo es demasiado grande: el límite es de 50 MB',
    });
  });

  it('accepts a file of exactly the limit', () => {
    expect(codes('big.pdf', FILE_HEADS.pdf, DOCUMENT_UPLOAD_POLICY, 50 * BYTES_PER_MB)).toEqual([]);
  });

  it('refuses an extension the policy does not list, naming the allowed formats', () => {
    const failures = checkUpload({ fileName: 'clip.gif', size: 10, head: FILE_HEADS.gif }, DOCUMENT_UPLOAD_POLICY);
    expect(failures.map((failure) => failure.code)).toEqual(['unsupported-format']);
    expect(failures[0]?.message.en).toBe('Unsupported format. Allowed formats: PDF, DOC, DOCX, XLS, XLSX, JPG, JPEG, PNG');
    expect(failures[0]?.message.he).toContain('סוג הקובץ אינו נתמך');
    expect(failures[0]?.message.es).toContain('Formato no compatible');
  });

  it('refuses a file without an extension', () => {
    expect(codes('README', FILE_HEADS.csv, LEGAL)).toEqual(['unsupported-format']);
  });

  it('refuses a program renamed .pdf', () => {
    const failures = checkUpload({ fileName: 'invoice.pdf', size: 10, head: FILE_HEADS.exe }, DOCUMENT_UPLOAD_POLICY);
    expect(failures.map((failure) => failure.code)).toEqual(['content-mismatch']);
    expect(failures[0]?.message).toEqual({
      he: 'תוכן הקובץ אינו תואם את סוג הקובץ שבשמו (PDF)',
      en: "The file's content is not the PDF its name claims",
      es: 'El contenido del archivo no es el PDF que indica su nombre',
    });
  });

  it.each([
    ['photo.png', FILE_HEADS.jpg],
    ['sheet.xlsx', FILE_HEADS.docx],
    ['letter.docx', FILE_HEADS.zip],
    ['scan.jpg', FILE_HEADS.html],
    ['old.doc', FILE_HEADS.pdf],
  ] as const)('refuses %s whose content is something else', (fileName, head) => {
    expect(codes(fileName, head, DOCUMENT_UPLOAD_POLICY)).toEqual(['content-mismatch']);
  });

  it('checks the content of an extension it does not know only for programs', () => {
    expect(codes('setup.msi', FILE_HEADS.ole, { maxSizeMb: 5, allowedTypes: ['.msi'], virusScan: true })).toEqual([]);
    expect(codes('tool.bin', FILE_HEADS.elf, { maxSizeMb: 5, allowedTypes: ['.bin'], virusScan: true })).toEqual(['content-mismatch']);
  });

  it('reports both the size and the format', () => {
    expect(codes('movie.mp4', FILE_HEADS.binary, DOCUMENT_UPLOAD_POLICY, 60 * BYTES_PER_MB)).toEqual(['too-large', 'unsupported-format']);
  });

  it('applies the avatar rule: at most 5 MB, JPG, PNG or GIF', () => {
    expect(codes('me.png', FILE_HEADS.png, AVATAR_UPLOAD_POLICY, 5 * BYTES_PER_MB)).toEqual([]);
    expect(codes('me.png', FILE_HEADS.png, AVATAR_UPLOAD_POLICY, 5 * BYTES_PER_MB + 1)).toEqual(['too-large']);
    expect(codes('me.svg', FILE_HEADS.svg, AVATAR_UPLOAD_POLICY)).toEqual(['unsupported-format']);
  });

  it('keeps the product policies valid against the schema', () => {
    expect(validateAgainst('policies.schema.json#/definitions/uploads', DOCUMENT_UPLOAD_POLICY)).toEqual([]);
    expect(validateAgainst('policies.schema.json#/definitions/uploads', AVATAR_UPLOAD_POLICY)).toEqual([]);
  });
});

describe('fileExtension', () => {
  it.each([
    ['Report.PDF', '.pdf'],
    ['C:\\fakepath\\scan.jpeg', '.jpeg'],
    ['archive.tar.gz', '.gz'],
    ['.bashrc', ''],
    ['noext', ''],
    ['invoice\u202Efdp.exe', '.exe'],
  ])('%s → %s', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});
