/** How many of a PDF's pages the preview draws. */
export const SHOWN_PAGES = 10;

/** The page numbers drawn (1-based, at most `limit`) and how many are left for the download. */
export function pagesToShow(count: number, limit: number = SHOWN_PAGES): { pages: number[]; more: number } {
  const shown = Math.max(0, Math.min(count, limit));
  return { pages: Array.from({ length: shown }, (_, index) => index + 1), more: Math.max(0, count - shown) };
}

/** The scale that draws a page `pageWidth` points wide across `width` CSS pixels at the screen's pixel ratio. */
export function pageScale(pageWidth: number, width: number, pixelRatio: number): number {
  return pageWidth > 0 ? (width / pageWidth) * Math.max(1, pixelRatio) : 1;
}
