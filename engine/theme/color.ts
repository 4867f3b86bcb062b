/** A colour as red, green and blue channels from 0 to 255 and an alpha from 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

// The same syntax as theme.schema.json#/definitions/color, so a colour this module accepts is one the schema accepts.
const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/;
const RGBA = /^rgba\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(0|1|0?\.\d+)\s*\)$/;

/** Parses a hex (3 or 6 digits), rgb() or rgba() colour, or returns undefined when it is not one or a channel exceeds 255. */
export function parseColor(value: unknown): Rgba | undefined {
  if (typeof value !== 'string') return undefined;
  const hex = HEX.exec(value)?.[1];
  if (hex !== undefined) {
    const digits = hex.length === 3 ? [...hex].map((digit) => digit + digit) : [hex.slice(0, 2), hex.slice(2, 4), hex.slice(4, 6)];
    const [r = 0, g = 0, b = 0] = digits.map((pair) => parseInt(pair, 16));
    return { r, g, b, a: 1 };
  }
  const match = RGB.exec(value) ?? RGBA.exec(value);
  if (!match) return undefined;
  const [r, g, b] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (r > 255 || g > 255 || b > 255) return undefined;
  return { r, g, b, a: match[4] === undefined ? 1 : Number(match[4]) };
}

/** Whether a value is a colour the theme accepts: hex with 3 or 6 digits, rgb() or rgba() (spec 3 §5). */
export function isValidColor(value: unknown): value is string {
  return parseColor(value) !== undefined;
}

const channelHex = (channel: number): string => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, '0');

/** Writes a colour as #rrggbb, ignoring its alpha. */
export function toHex(color: Rgba): string {
  return `#${channelHex(color.r)}${channelHex(color.g)}${channelHex(color.b)}`;
}

/** Writes a colour as #rrggbb when opaque and as rgba() otherwise. */
export function formatColor(color: Rgba): string {
  if (color.a >= 1) return toHex(color);
  const round = (channel: number): number => Math.round(Math.min(255, Math.max(0, channel)));
  return `rgba(${round(color.r)}, ${round(color.g)}, ${round(color.b)}, ${Number(color.a.toFixed(3))})`;
}

/** Mixes two colours channel by channel, taking `weight` (0 to 1) of the first and the rest of the second. */
export function mixColors(first: Rgba, second: Rgba, weight: number): Rgba {
  const w = Math.min(1, Math.max(0, weight));
  const mix = (a: number, b: number): number => a * w + b * (1 - w);
  return { r: mix(first.r, second.r), g: mix(first.g, second.g), b: mix(first.b, second.b), a: mix(first.a, second.a) };
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/** Moves a colour towards white by `amount` (0 to 1). */
export function lighten(color: Rgba, amount: number): Rgba {
  return { ...mixColors(WHITE, color, amount), a: color.a };
}

/** Moves a colour towards black by `amount` (0 to 1). */
export function darken(color: Rgba, amount: number): Rgba {
  return { ...mixColors(BLACK, color, amount), a: color.a };
}

/** Lays a translucent colour over an opaque background, giving the opaque colour the eye sees. */
export function composite(color: Rgba, background: Rgba): Rgba {
  if (color.a >= 1) return color;
  return { ...mixColors(color, { ...background, a: 1 }, color.a), a: 1 };
}
