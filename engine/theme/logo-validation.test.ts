import { describe, expect, it } from 'vitest';
import { FILE_HEADS } from '../policies/file-heads.fixture';
import { LOGO_MAX_BYTES, validateLogoFile } from './logo-validation';

const FORMAT = { he: 'יש להעלות קובץ מסוג JPG, PNG או SVG', en: 'Please upload a JPG, PNG, or SVG file', es: 'Suba un archivo JPG, PNG o SVG' };
const SIZE = { he: 'גודל הקובץ חייב להיות קטן מ־2MB', en: 'File size must be less than 2MB', es: 'El tamaño del archivo debe ser inferior a 2 MB' };

describe('validateLogoFile', () => {
  it.each([
    ['logo.png', FILE_HEADS.png],
    ['logo.jpg', FILE_HEADS.jpg],
    ['logo.JPEG', FILE_HEADS.jpg],
    ['logo.svg', FILE_HEADS.svg],
    ['mark.svg', FILE_HEADS.svgBare],
  ] as const)('accepts %s', (name, head) => {
    expect(validateLogoFile({ name, size: 40_000, head })).toEqual([]);
  });

  it.each([
    ['logo.gif', FILE_HEADS.gif],
    ['logo.pdf', FILE_HEADS.pdf],
    ['logo.webp', FILE_HEADS.webp],
  ] as const)('refuses %s, another format', (name, head) => {
    expect(validateLogoFile({ name, size: 40_000, head })).toEqual([{ field: 'file', code: 'unsupported-logo-format', message: FORMAT }]);
  });

  it.each([
    ['a GIF renamed .png', 'logo.png', FILE_HEADS.gif],
    ['an HTML page renamed .svg', 'logo.svg', FILE_HEADS.html],
    ['a program renamed .jpg', 'logo.jpg', FILE_HEADS.exe],
    ['a PNG named .svg', 'logo.svg', FILE_HEADS.png],
    ['an XML file renamed .svg', 'logo.svg', FILE_HEADS.xml],
  ] as const)('refuses %s, by its content', (_label, name, head) => {
    expect(validateLogoFile({ name, size: 40_000, head })).toEqual([{ field: 'file', code: 'unsupported-logo-format', message: FORMAT }]);
  });

  it('refuses a logo of 2 MB or more', () => {
    expect(validateLogoFile({ name: 'logo.png', size: LOGO_MAX_BYTES - 1, head: FILE_HEADS.png })).toEqual([]);
    expect(validateLogoFile({ name: 'logo.png', size: LOGO_MAX_BYTES, head: FILE_HEADS.png })).toEqual([{ field: 'file', code: 'logo-too-large', message: SIZE }]);
  });

  it('reports both problems of a large file of the wrong kind', () => {
    expect(validateLogoFile({ name: 'logo.bmp', size: 5 * LOGO_MAX_BYTES, head: FILE_HEADS.binary }).map((issue) => issue.code)).toEqual([
      'unsupported-logo-format',
      'logo-too-large',
    ]);
  });
});
