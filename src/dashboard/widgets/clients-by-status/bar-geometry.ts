/** A bar's place on its track, in percent of the track's length. */
export interface BarExtent {
  x: number;
  width: number;
}

// A value above 0 always shows, however small beside the largest.
const MIN_VISIBLE = 1;

/**
 * Where a horizontal bar of `value` lies on a track whose full length is `max`: it grows from the start side,
 * the right in right-to-left text.
 */
export function barExtent(value: number, max: number, isRtl: boolean): BarExtent {
  const share = max > 0 && value > 0 ? Math.min(Math.max((value / max) * 100, MIN_VISIBLE), 100) : 0;
  const width = Math.round(share * 100) / 100;
  return { x: isRtl ? Math.round((100 - width) * 100) / 100 : 0, width };
}
