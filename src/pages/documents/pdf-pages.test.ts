import { describe, expect, it } from 'vitest';
import { pageScale, pagesToShow } from './pdf-pages';

describe('pagesToShow', () => {
  it('draws every page of a short PDF', () => {
    expect(pagesToShow(3)).toEqual({ pages: [1, 2, 3], more: 0 });
  });

  it('draws the first ten and counts the rest', () => {
    const { pages, more } = pagesToShow(23);
    expect(pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(more).toBe(13);
  });

  it('draws nothing of an empty document', () => {
    expect(pagesToShow(0)).toEqual({ pages: [], more: 0 });
  });
});

describe('pageScale', () => {
  it('fits the page to the width at the pixel ratio', () => {
    expect(pageScale(612, 306, 1)).toBe(0.5);
    expect(pageScale(612, 306, 2)).toBe(1);
  });

  it('never draws below one device pixel per CSS pixel', () => {
    expect(pageScale(600, 600, 0.5)).toBe(1);
  });
});
