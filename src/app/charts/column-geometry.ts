/** A column of a column chart and where its labels go, in SVG units. */
export interface Column {
  index: number;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The middle of the column's slot, where its labels are centred. */
  center: number;
}

/** The plot area: width and height of the columns' part of the SVG, the baseline at `height`. */
export interface PlotArea {
  width: number;
  height: number;
  /** The share of each slot a column fills (default 0.6). */
  fill?: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The columns for these values in order, each in an equal slot, heights in proportion to the largest. In
 * right-to-left text the first value takes the rightmost slot, so that time reads in the language's direction.
 */
export function columnLayout(values: readonly number[], { width, height, fill = 0.6 }: PlotArea, isRtl: boolean): Column[] {
  const slot = values.length > 0 ? width / values.length : 0;
  const max = Math.max(0, ...values);
  const columnWidth = slot * fill;
  return values.map((value, index) => {
    const start = (isRtl ? values.length - 1 - index : index) * slot;
    const columnHeight = max > 0 ? (Math.max(value, 0) / max) * height : 0;
    return { index, value, x: round(start + (slot - columnWidth) / 2), y: round(height - columnHeight), width: round(columnWidth), height: round(columnHeight), center: round(start + slot / 2) };
  });
}

/** Every how many columns a label is written so that at most `room` labels show (1: every one). */
export function labelStep(count: number, room: number): number {
  return count <= room ? 1 : Math.ceil(count / Math.max(room, 1));
}
