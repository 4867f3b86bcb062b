import type { SigningFieldKind } from '../../api/signing-answers';

/** A box on a page as fractions of the page from its top left (as the API keeps it). */
export interface FractionBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A page's drawn size, or a box on it, in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}
export interface PixelRect extends Size {
  x: number;
  y: number;
}

/** A new box's size by kind, as fractions of the page's width and height. */
export const KIND_SIZES: Record<SigningFieldKind, Size> = {
  signature: { width: 0.3, height: 0.07 },
  initials: { width: 0.12, height: 0.06 },
  date: { width: 0.2, height: 0.04 },
  text: { width: 0.3, height: 0.04 },
  checkbox: { width: 0.04, height: 0.03 },
};

/** The smallest box, so a resize never makes one vanish. */
export const MIN_FRACTION = 0.01;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Keeps a box on its page: at least the smallest size, at most the page, never past an edge. */
export function clampBox(box: FractionBox): FractionBox {
  const width = clamp(box.width, MIN_FRACTION, 1);
  const height = clamp(box.height, MIN_FRACTION, 1);
  return { x: round(clamp(box.x, 0, 1 - width)), y: round(clamp(box.y, 0, 1 - height)), width: round(width), height: round(height) };
}

/** Where a box is drawn on a page of this size. */
export function toPixels(box: FractionBox, page: Size): PixelRect {
  return { x: box.x * page.width, y: box.y * page.height, width: box.width * page.width, height: box.height * page.height };
}

/** A drawn box back as fractions of its page, kept on the page. */
export function toFraction(rect: PixelRect, page: Size): FractionBox {
  if (page.width <= 0 || page.height <= 0) return clampBox({ x: 0, y: 0, width: MIN_FRACTION, height: MIN_FRACTION });
  return clampBox({ x: rect.x / page.width, y: rect.y / page.height, width: rect.width / page.width, height: rect.height / page.height });
}

/** A new box of a kind centred where the page was clicked, kept on the page. */
export function boxAt(point: { x: number; y: number }, page: Size, kind: SigningFieldKind): FractionBox {
  const size = KIND_SIZES[kind];
  return clampBox({ x: point.x / page.width - size.width / 2, y: point.y / page.height - size.height / 2, ...size });
}

/** Colours that tell the participants' boxes apart, by their place in the list. */
export const PARTICIPANT_COLOURS = ['#1677ff', '#d4380d', '#389e0d', '#722ed1', '#d48806', '#08979c', '#c41d7f', '#531dab'] as const;

/** A participant's colour by their place in the list. */
export const colourOf = (index: number): string => PARTICIPANT_COLOURS[((index % PARTICIPANT_COLOURS.length) + PARTICIPANT_COLOURS.length) % PARTICIPANT_COLOURS.length]!;
