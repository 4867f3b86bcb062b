import { describe, expect, it } from 'vitest';
import { parseColor, toHex, type Rgba } from './color';
import { contrastRatio, ensureContrast, pickReadable, readableTextOn, relativeLuminance } from './contrast';

const c = (value: string): Rgba => parseColor(value) ?? { r: 0, g: 0, b: 0, a: 1 };

describe('relativeLuminance and contrastRatio', () => {
  it('follows WCAG 2', () => {
    expect(relativeLuminance(c('#ffffff'))).toBeCloseTo(1);
    expect(relativeLuminance(c('#000000'))).toBe(0);
    expect(contrastRatio(c('#000'), c('#fff'))).toBeCloseTo(21);
    expect(contrastRatio(c('#fff'), c('#000'))).toBeCloseTo(21);
    expect(contrastRatio(c('#777'), c('#777'))).toBe(1);
    // The default primary passes AA as text on white, just.
    expect(contrastRatio(c('#1976d2'), c('#ffffff'))).toBeCloseTo(4.6, 1);
  });

  it('lays translucent text over its background first', () => {
    expect(contrastRatio(c('rgba(0, 0, 0, 0)'), c('#ffffff'))).toBeCloseTo(1);
  });
});

describe('picking readable colours', () => {
  it('takes white text on dark and black text on light colours', () => {
    expect(toHex(readableTextOn(c('#0b2545')))).toBe('#ffffff');
    expect(toHex(readableTextOn(c('#ffeb3b')))).toBe('#000000');
  });

  it('prefers the first candidate that is readable', () => {
    expect(toHex(pickReadable(c('#ffffff'), [c('#1f2937'), c('#000000')]))).toBe('#1f2937');
    expect(toHex(pickReadable(c('#1f2937'), [c('#1f2937'), c('#ffffff')]))).toBe('#ffffff');
  });

  it('falls back to the most readable candidate when none is enough', () => {
    expect(toHex(pickReadable(c('#808080'), [c('#7a7a7a'), c('#000000')], 21))).toBe('#000000');
  });

  it('lightens a colour on a dark background and darkens it on a light one until it reads', () => {
    const onDark = ensureContrast(c('#1976d2'), c('#121212'), 4.5);
    expect(contrastRatio(onDark, c('#121212'))).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onDark)).toBeGreaterThan(relativeLuminance(c('#1976d2')));
    const onLight = ensureContrast(c('#ffeb3b'), c('#ffffff'), 3);
    expect(contrastRatio(onLight, c('#ffffff'))).toBeGreaterThanOrEqual(3);
    expect(ensureContrast(c('#000000'), c('#ffffff'))).toEqual(c('#000000'));
  });
});
