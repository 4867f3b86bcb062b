/** A plot's size in the SVG's units. */
export interface PlotBox {
  width: number;
  height: number;
}

/** A round top for the value axis: 1, 2, 2.5 or 5 times a power of ten, at or above the highest value. */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return 1;
  const power = Math.pow(10, Math.floor(Math.log10(max)));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/**
 * The points of a series across the plot: the first value at the start of the reading direction (the right in
 * right-to-left), zero at the bottom and `top` at the top.
 */
export function linePoints(values: readonly number[], top: number, box: PlotBox, isRtl: boolean): { x: number; y: number }[] {
  const last = Math.max(1, values.length - 1);
  return values.map((value, index) => {
    const across = (index / last) * box.width;
    return { x: isRtl ? box.width - across : across, y: box.height - (Math.max(0, value) / top) * box.height };
  });
}
