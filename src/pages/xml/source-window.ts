/** The source view's line height in pixels: every line is one row of this height, so a line's place is its number times it. */
export const SOURCE_LINE_HEIGHT = 20;
/** Lines drawn beyond the visible ones on each side, so a quick scroll shows text rather than blank. */
const OVERSCAN = 30;

/** The lines (1-based, inclusive) to draw for a scroll position: those visible and a margin around them. */
export function visibleLines(scrollTop: number, viewHeight: number, lineCount: number): { first: number; last: number } {
  const first = Math.max(1, Math.floor(scrollTop / SOURCE_LINE_HEIGHT) + 1 - OVERSCAN);
  const last = Math.min(lineCount, Math.ceil((scrollTop + viewHeight) / SOURCE_LINE_HEIGHT) + OVERSCAN);
  return { first, last: Math.max(first - 1, last) };
}

/** Where to scroll so a line stands a third of the way down the view. */
export function scrollTopFor(line: number, viewHeight: number): number {
  return Math.max(0, (line - 1) * SOURCE_LINE_HEIGHT - Math.floor(viewHeight / 3));
}
