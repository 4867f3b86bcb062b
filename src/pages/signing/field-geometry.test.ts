import { describe, expect, it } from 'vitest';
import { boxAt, clampBox, colourOf, PARTICIPANT_COLOURS, toFraction, toPixels } from './field-geometry';

const page = { width: 600, height: 800 };

describe('boxes on a page', () => {
  it('turns fractions of the page into pixels and back', () => {
    const box = { x: 0.1, y: 0.25, width: 0.3, height: 0.05 };
    const rect = toPixels(box, page);
    expect(rect).toEqual({ x: 60, y: 200, width: 180, height: 40 });
    expect(toFraction(rect, page)).toEqual(box);
    // The same fractions on a page drawn at another width land in the same place.
    expect(toFraction(toPixels(box, { width: 300, height: 400 }), { width: 300, height: 400 })).toEqual(box);
  });

  it('keeps a dragged box on its page and never smaller than the least', () => {
    expect(toFraction({ x: -50, y: 790, width: 120, height: 40 }, page)).toEqual({ x: 0, y: 0.95, width: 0.2, height: 0.05 });
    expect(clampBox({ x: 0.99, y: 0.5, width: 0, height: 2 })).toEqual({ x: 0.99, y: 0, width: 0.01, height: 1 });
  });

  it('centres a new box of a kind where the page was clicked', () => {
    expect(boxAt({ x: 300, y: 400 }, page, 'signature')).toEqual({ x: 0.35, y: 0.465, width: 0.3, height: 0.07 });
    // Near the corner it stays inside.
    expect(boxAt({ x: 0, y: 0 }, page, 'date')).toEqual({ x: 0, y: 0, width: 0.2, height: 0.04 });
  });

  it('gives each participant a colour, round again after the last', () => {
    expect(colourOf(0)).toBe(PARTICIPANT_COLOURS[0]);
    expect(colourOf(PARTICIPANT_COLOURS.length + 1)).toBe(PARTICIPANT_COLOURS[1]);
  });

  it('reads a page not yet laid out as the smallest box at the corner', () => {
    expect(toFraction({ x: 5, y: 5, width: 5, height: 5 }, { width: 0, height: 0 })).toEqual({ x: 0, y: 0, width: 0.01, height: 0.01 });
  });
});
