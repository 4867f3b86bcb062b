/** A plot's size in the SVG's units. */
export interface PlotBox {
  width: number;
  height: number;
}

/** A round top for the value axis, at or above the highest value: a power of ten times 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8. */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return 1;
  const power = Math.pow(10, Math.floor(Math.log10(max)));
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/**
 * The points of a series across the plot: the first value at the start of the reading direction (the right in
 * right-to-left), zero at the bottom and `top` at the top. `slots` spreads a shorter series over a longer one's
 * width (the years of several series on one axis).
 */
export function linePoints(values: readonly number[], top: number, box: PlotBox, isRtl: boolean, slots = values.length): { x: number; y: number }[] {
  const last = Math.max(1, slots - 1);
  return values.map((value, index) => {
    const across = (index / last) * box.width;
    return { x: isRtl ? box.width - across : across, y: box.height - (Math.max(0, value) / top) * box.height };
  });
}
