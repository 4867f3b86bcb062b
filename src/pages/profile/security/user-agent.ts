/** A short name for the browser and system of a user-agent string (Chrome on Windows), or undefined when neither is recognised. */
export function describeUserAgent(userAgent: string | null | undefined): string | undefined {
  if (!userAgent) return undefined;
  const browser = [
    ['Edge', /Edg\//],
    ['Opera', /OPR\//],
    ['Firefox', /Firefox\//],
    ['Chrome', /Chrome\/|Chromium\//],
    ['Safari', /Safari\//],
  ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] as string | undefined;
  const system = [
    ['Android', /Android/],
    ['iOS', /iPhone|iPad|iPod/],
    ['Windows', /Windows/],
    ['macOS', /Mac OS X|Macintosh/],
    ['Linux', /Linux|X11/],
  ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] as string | undefined;
  if (!browser && !system) return undefined;
  return [browser, system].filter(Boolean).join(' · ');
}
