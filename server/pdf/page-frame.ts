import { rgb, type Color, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { visualLine } from './bidi-line';
import { textWidth } from './fonts';
import { A4 } from './page-writer';

/** The office a document is produced for, as its pages show it. */
export interface OfficeLook {
  name: string;
  logo?: { bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' };
  /** `#rrggbb`. */
  primaryColor?: string;
}

/** The band across the top of every page, in points. */
export const BAND_HEIGHT = 56;
const SIDE = 48;
const LOGO = { height: 36, width: 120 } as const;
const NAME_SIZE = 14;
const FOOTER_SIZE = 9;
const DEFAULT_PRIMARY = '#1f4e79';

/** A `#rrggbb` colour, or the default one when it is missing or malformed. */
export function colorOf(hex: string | undefined): { color: Color; isLight: boolean } {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '') ?? /^#(..)(..)(..)$/.exec(DEFAULT_PRIMARY)!;
  const [red, green, blue] = match.slice(1, 4).map((pair) => Number.parseInt(pair, 16) / 255) as [number, number, number];
  // Relative luminance, near enough to choose dark or light text on it.
  return { color: rgb(red, green, blue), isLight: 0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.6 };
}

/** Draws the office's band (its colour, logo on the reading side and name beside it) on each page it is given. */
export async function officeBand(doc: PDFDocument, font: PDFFont, office: OfficeLook, isRtl: boolean): Promise<(page: PDFPage) => void> {
  const { color, isLight } = colorOf(office.primaryColor);
  const ink = isLight ? rgb(0.1, 0.1, 0.12) : rgb(1, 1, 1);
  let logo: { image: PDFImage; width: number; height: number } | undefined;
  if (office.logo) {
    const image = office.logo.contentType === 'image/png' ? await doc.embedPng(office.logo.bytes) : await doc.embedJpg(office.logo.bytes);
    const scale = Math.min(LOGO.height / image.height, LOGO.width / image.width);
    logo = { image, width: image.width * scale, height: image.height * scale };
  }
  const nameRoom = A4.width - 2 * SIDE - (logo ? logo.width + 12 : 0);
  const nameWidth = textWidth(office.name, NAME_SIZE);
  const nameSize = nameWidth > nameRoom ? (NAME_SIZE * nameRoom) / nameWidth : NAME_SIZE;
  const name = visualLine(office.name, isRtl);
  const nameX = isRtl ? A4.width - SIDE - (logo ? logo.width + 12 : 0) - textWidth(office.name, nameSize) : SIDE + (logo ? logo.width + 12 : 0);
  const bottom = A4.height - BAND_HEIGHT;
  return (page) => {
    page.drawRectangle({ x: 0, y: bottom, width: A4.width, height: BAND_HEIGHT, color });
    if (logo) {
      const x = isRtl ? A4.width - SIDE - logo.width : SIDE;
      page.drawImage(logo.image, { x, y: bottom + (BAND_HEIGHT - logo.height) / 2, width: logo.width, height: logo.height });
    }
    page.drawText(name, { x: nameX, y: bottom + (BAND_HEIGHT - nameSize * 0.7) / 2, size: nameSize, font, color: ink });
  };
}

/** "n / N" centred at the foot of every page. */
export function numberPages(pages: PDFPage[], font: PDFFont): void {
  pages.forEach((page, index) => {
    const label = `${index + 1} / ${pages.length}`;
    page.drawText(label, { x: (A4.width - textWidth(label, FOOTER_SIZE)) / 2, y: 24, size: FOOTER_SIZE, font, color: rgb(0.38, 0.38, 0.42) });
  });
}
