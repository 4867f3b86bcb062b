/**
 * Snapping and alignment guides for the PDF builder's boxes (issue 25), in the overlay's screen pixels: a box being
 * moved or resized has its edges and centre pulled onto the other boxes' edges and centres on its page and onto the
 * page's edges and centre when they come within SNAP_DISTANCE pixels, and the lines it then lies on are returned as
 * guides to draw. The distance is in screen pixels, so it feels the same at every zoom.
 */

/** A box, or a page from its top left, in the overlay's pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line a box aligns on: vertical at x = `at` from y = `from` to `to`, or horizontal at y = `at` from x = `from` to `to`. */
export interface Guide {
  orientation: 'vertical' | 'horizontal';
  at: number;
  from: number;
  to: number;
}

/** The edges a resize moves. */
export interface MovingEdges {
  left: boolean;
  right: boolean;
  top: boolean;
  bottom: boolean;
}

/** What snapping gives back: the box where it lands, and the guides it lies on. */
export interface Snapped {
  box: Box;
  guides: Guide[];
}

/** How near, in screen pixels, an edge or centre must come to a line to snap onto it. */
export const SNAP_DISTANCE = 6;
/** The smallest box a resize leaves, in pixels (the transformer's own limit). */
export const MIN_SIDE = 8;
// Lines nearer than this are one line (rounding of fractions back to pixels).
const SAME = 0.5;

type Axis = 'x' | 'y';
interface Line {
  at: number;
  from: number;
  to: number;
}

const start = (box: Box, axis: Axis) => (axis === 'x' ? box.x : box.y);
const length = (box: Box, axis: Axis) => (axis === 'x' ? box.width : box.height);
const across = (axis: Axis): Axis => (axis === 'x' ? 'y' : 'x');

// A box's start edge, centre and end edge along an axis.
const linesOf = (box: Box, axis: Axis) => [start(box, axis), start(box, axis) + length(box, axis) / 2, start(box, axis) + length(box, axis)];

// The lines a box may snap to along an axis: the page's edges and centre (spanning the page) and each other box's.
function targetsOf(others: readonly Box[], page: Box, axis: Axis): Line[] {
  const other = across(axis);
  const spanOf = (box: Box) => ({ from: start(box, other), to: start(box, other) + length(box, other) });
  return [page, ...others].flatMap((box) => linesOf(box, axis).map((at) => ({ at, ...spanOf(box) })));
}

// The smallest shift, within the distance, that puts one of the lines onto a target; undefined when none is near.
function nearestShift(lines: readonly number[], targets: readonly Line[], distance: number): number | undefined {
  let best: number | undefined;
  for (const line of lines)
    for (const target of targets) {
      const shift = target.at - line;
      if (Math.abs(shift) <= distance && (best === undefined || Math.abs(shift) < Math.abs(best))) best = shift;
    }
  return best;
}

// The guides a box lies on along an axis: each target one of its lines meets, spanning the target and the box,
// merged by position.
function guidesOf(box: Box, lines: readonly number[], targets: readonly Line[], axis: Axis): Guide[] {
  const other = across(axis);
  const [boxFrom, boxTo] = [start(box, other), start(box, other) + length(box, other)];
  const byPosition = new Map<number, Guide>();
  for (const target of targets) {
    if (!lines.some((line) => Math.abs(line - target.at) <= SAME)) continue;
    const key = Math.round(target.at * 2) / 2;
    const found = byPosition.get(key);
    const from = Math.min(boxFrom, target.from, found?.from ?? Infinity);
    const to = Math.max(boxTo, target.to, found?.to ?? -Infinity);
    byPosition.set(key, { orientation: axis === 'x' ? 'vertical' : 'horizontal', at: target.at, from, to });
  }
  return [...byPosition.values()];
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A moved box snapped: its left, centre and right onto the nearest vertical line, its top, middle and bottom onto the nearest horizontal one; kept on the page. */
export function snapMove(moving: Box, others: readonly Box[], page: { width: number; height: number }, distance = SNAP_DISTANCE): Snapped {
  const pageBox = { x: 0, y: 0, ...page };
  const box = { ...moving };
  for (const axis of ['x', 'y'] as const) {
    const shift = nearestShift(linesOf(box, axis), targetsOf(others, pageBox, axis), distance) ?? 0;
    const limit = (axis === 'x' ? page.width : page.height) - length(box, axis);
    box[axis] = clamp(start(box, axis) + shift, 0, Math.max(0, limit));
  }
  const guides = (['x', 'y'] as const).flatMap((axis) => guidesOf(box, linesOf(box, axis), targetsOf(others, pageBox, axis), axis));
  return { box, guides };
}

/** The edges the transformer's anchor moves (Konva's names: 'top-left', 'middle-right', 'bottom-center'…). */
export function edgesOfAnchor(anchor: string | null | undefined): MovingEdges {
  const name = anchor ?? '';
  return { left: name.includes('left'), right: name.includes('right'), top: name.startsWith('top'), bottom: name.startsWith('bottom') };
}

// One axis of a resize: the moving edge (start or end) snapped, the other edge still; the box never under MIN_SIDE
// nor past the page.
function resizeAxis(box: Box, axis: Axis, edge: 'start' | 'end', targets: readonly Line[], pageLength: number, distance: number): Box {
  const from = start(box, axis);
  const to = from + length(box, axis);
  const moving = edge === 'start' ? from : to;
  const shift = nearestShift([moving], targets, distance);
  if (shift === undefined) return box;
  const [newFrom, newTo] = edge === 'start' ? [clamp(from + shift, 0, to - MIN_SIDE), to] : [from, clamp(to + shift, from + MIN_SIDE, pageLength)];
  return axis === 'x' ? { ...box, x: newFrom, width: newTo - newFrom } : { ...box, y: newFrom, height: newTo - newFrom };
}

/** A resized box snapped: only the edges being dragged move onto the nearest lines, and the guides are those they lie on. */
export function snapResize(resized: Box, edges: MovingEdges, others: readonly Box[], page: { width: number; height: number }, distance = SNAP_DISTANCE): Snapped {
  const pageBox = { x: 0, y: 0, ...page };
  const targets = { x: targetsOf(others, pageBox, 'x'), y: targetsOf(others, pageBox, 'y') };
  let box = { ...resized };
  if (edges.left) box = resizeAxis(box, 'x', 'start', targets.x, page.width, distance);
  if (edges.right) box = resizeAxis(box, 'x', 'end', targets.x, page.width, distance);
  if (edges.top) box = resizeAxis(box, 'y', 'start', targets.y, page.height, distance);
  if (edges.bottom) box = resizeAxis(box, 'y', 'end', targets.y, page.height, distance);
  const moved = (axis: Axis) => {
    const [from, , to] = linesOf(box, axis);
    const [startMoves, endMoves] = axis === 'x' ? [edges.left, edges.right] : [edges.top, edges.bottom];
    return [...(startMoves ? [from!] : []), ...(endMoves ? [to!] : [])];
  };
  const guides = (['x', 'y'] as const).flatMap((axis) => guidesOf(box, moved(axis), targets[axis], axis));
  return { box, guides };
}
