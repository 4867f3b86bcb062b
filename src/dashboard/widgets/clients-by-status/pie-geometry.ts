/** One slice of a pie or donut: its share and the SVG path that draws it. */
export interface PieSlice {
  index: number;
  value: number;
  fraction: number;
  path: string;
}

/** Where a pie sits: centre and radii in SVG units; an inner radius above 0 makes a donut. */
export interface PieShape {
  cx: number;
  cy: number;
  radius: number;
  innerRadius?: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

// Angles run clockwise from twelve o'clock, in whole turns (0 to 1).
function point({ cx, cy }: PieShape, radius: number, turn: number): string {
  const angle = turn * 2 * Math.PI;
  return `${round(cx + radius * Math.sin(angle))} ${round(cy - radius * Math.cos(angle))}`;
}

function arc(shape: PieShape, from: number, to: number): string {
  const { radius, innerRadius = 0 } = shape;
  const large = to - from > 0.5 ? 1 : 0;
  const outer = `M ${point(shape, radius, from)} A ${radius} ${radius} 0 ${large} 1 ${point(shape, radius, to)}`;
  if (innerRadius <= 0) return `${outer} L ${shape.cx} ${shape.cy} Z`;
  return `${outer} L ${point(shape, innerRadius, to)} A ${innerRadius} ${innerRadius} 0 ${large} 0 ${point(shape, innerRadius, from)} Z`;
}

/**
 * The slices of a pie (or donut) for these values, clockwise from the top in the values' order. Zero and negative
 * values get no slice; a single slice that is the whole is drawn as two halves (one SVG arc cannot close a circle).
 */
export function pieSlices(values: readonly number[], shape: PieShape): PieSlice[] {
  const total = values.reduce((sum, value) => sum + Math.max(value, 0), 0);
  if (total <= 0) return [];
  let start = 0;
  return values.flatMap((value, index) => {
    if (value <= 0) return [];
    const fraction = value / total;
    const end = start + fraction;
    const path = fraction >= 1 ? `${arc(shape, 0, 0.5)} ${arc(shape, 0.5, 1)}` : arc(shape, start, end);
    start = end;
    return [{ index, value, fraction, path }];
  });
}
