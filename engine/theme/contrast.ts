import { composite, lighten, darken, type Rgba } from './color';

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** The contrast WCAG AA asks of body text. */
export const READABLE_CONTRAST = 4.5;
/** The contrast WCAG asks of interface parts (buttons, borders, icons) and of large text. */
export const SURFACE_CONTRAST = 3;

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The WCAG 2 relative luminance of a colour, from 0 (black) to 1 (white); a translucent colour is laid over white first. */
export function relativeLuminance(color: Rgba): number {
  const { r, g, b } = composite(color, WHITE);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG 2 contrast ratio (1 to 21) of a foreground colour on a background colour. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const back = composite(background, WHITE);
  const front = composite(foreground, back);
  const [light, dark] = [relativeLuminance(front), relativeLuminance(back)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The first candidate readable on the background (ratio at least `minRatio`), else the candidate with the highest contrast. */
export function pickReadable(background: Rgba, candidates: readonly Rgba[], minRatio = READABLE_CONTRAST): Rgba {
  let best: Rgba | undefined;
  let bestRatio = 0;
  for (const candidate of candidates) {
    const ratio = contrastRatio(candidate, background);
    if (ratio >= minRatio) return candidate;
    if (ratio > bestRatio) [best, bestRatio] = [candidate, ratio];
  }
  return best ?? WHITE;
}

/** White or black text, whichever reads better on the background. */
export function readableTextOn(background: Rgba): Rgba {
  return pickReadable(background, [WHITE, { r: 0, g: 0, b: 0, a: 1 }], 21);
}

/** Keeps a colour's hue but lightens it (on a dark background) or darkens it (on a light one) until it reaches the contrast ratio. */
export function ensureContrast(color: Rgba, background: Rgba, minRatio = READABLE_CONTRAST): Rgba {
  const shift = relativeLuminance(background) < 0.5 ? lighten : darken;
  // Whole channels, so the colour written out as hex is the one that was measured.
  const whole = ({ r, g, b, a }: Rgba): Rgba => ({ r: Math.round(r), g: Math.round(g), b: Math.round(b), a });
  for (let step = 0; step <= 20; step += 1) {
    const candidate = whole(shift(color, step / 20));
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return whole(shift(color, 1));
}
