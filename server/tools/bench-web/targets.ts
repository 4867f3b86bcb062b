/** The web app's targets (issue 19): JavaScript per page, and paint times against 1 s and against the same run's baseline. */
export const WEB_TARGETS = {
  /** gzip kB of the JavaScript /login fetches. */
  loginKb: 250,
  /** gzip kB of the JavaScript /dashboard fetches, lazy chunks included. */
  dashboardKb: 400,
  /** A paint or the app's first render, in ms. */
  paintMs: 1000,
  /** A paint or the app's first render, as a multiple of the baseline page's cold FCP measured in the same run. */
  baselineRatio: 5,
} as const;

/** Whether a time meets the target: under the milliseconds, and under the ratio to the baseline when one applies. */
export function meetsPaintTarget(valueMs: number | undefined, baselineMs: number | undefined, withRatio: boolean): boolean | undefined {
  if (valueMs === undefined) return undefined;
  if (valueMs >= WEB_TARGETS.paintMs) return false;
  if (!withRatio) return true;
  return baselineMs !== undefined && baselineMs > 0 && valueMs / baselineMs < WEB_TARGETS.baselineRatio;
}

/** PASS, OVER, or n/a when there is nothing to judge. */
export function verdict(isMet: boolean | undefined): string {
  return isMet === undefined ? 'n/a' : isMet ? 'PASS' : 'OVER';
}
