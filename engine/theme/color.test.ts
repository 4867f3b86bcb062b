import { describe, expect, it } from 'vitest';
import { validateAgainst } from '../validation/schema-validators';
import { composite, darken, formatColor, isValidColor, lighten, mixColors, parseColor, toHex } from './color';

const VALID = ['#1976d2', '#1976D2', '#fff', '#ABC', 'rgb(25, 118, 210)', 'rgb(0,0,0)', 'rgb( 255 , 255 , 255 )', 'rgba(25, 118, 210, 0.5)', 'rgba(0,0,0,0)', 'rgba(0, 0, 0, 1)', 'rgba(1, 2, 3, .25)'];
const INVALID = ['', '1976d2', '#19', '#1976d', '#1976d2ff', '#ggg', 'blue', 'rgb(256, 0, 0)', 'rgb(1, 2)', 'rgb(1, 2, 3, 4)', 'rgba(1, 2, 3)', 'rgba(1, 2, 3, 1.5)', 'rgba(1, 2, 3, 50%)', 'RGB(1, 2, 3)', ' #fff', 'hsl(0, 0%, 0%)'];

describe('isValidColor', () => {
  it.each(VALID)('accepts %s', (value) => {
    expect(isValidColor(value)).toBe(true);
  });

  it.each(INVALID)('refuses %j', (value) => {
    expect(isValidColor(value)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isValidColor(undefined)).toBe(false);
    expect(isValidColor(0x1976d2)).toBe(false);
    expect(isValidColor({ r: 1 })).toBe(false);
  });

  it('agrees with the theme schema on every sample it accepts', () => {
    for (const value of VALID) expect(validateAgainst('theme.schema.json', { colors: { primary: value, secondary: '#fff' } })).toEqual([]);
  });
});

describe('parseColor', () => {
  it('reads six-digit and three-digit hex', () => {
    expect(parseColor('#1976d2')).toEqual({ r: 25, g: 118, b: 210, a: 1 });
    expect(parseColor('#f0a')).toEqual({ r: 255, g: 0, b: 170, a: 1 });
  });

  it('reads rgb() and rgba()', () => {
    expect(parseColor('rgb(220, 0, 78)')).toEqual({ r: 220, g: 0, b: 78, a: 1 });
    expect(parseColor('rgba(220,0,78,.4)')).toEqual({ r: 220, g: 0, b: 78, a: 0.4 });
  });

  it('returns undefined for anything else', () => {
    expect(parseColor('red')).toBeUndefined();
    expect(parseColor('rgb(300, 0, 0)')).toBeUndefined();
  });
});

describe('toHex and formatColor', () => {
  it('writes #rrggbb, rounding and clamping channels', () => {
    expect(toHex({ r: 25, g: 118, b: 210, a: 1 })).toBe('#1976d2');
    expect(toHex({ r: 254.6, g: -3, b: 300, a: 0.5 })).toBe('#ff00ff');
  });

  it('writes a translucent colour as rgba()', () => {
    expect(formatColor({ r: 0, g: 0, b: 0, a: 0.45 })).toBe('rgba(0, 0, 0, 0.45)');
    expect(formatColor({ r: 255, g: 255, b: 255, a: 1 })).toBe('#ffffff');
  });

  it('round-trips every valid sample', () => {
    for (const value of VALID) expect(isValidColor(formatColor(parseColor(value) ?? { r: 0, g: 0, b: 0, a: 0 }))).toBe(true);
  });
});

describe('mixing', () => {
  const blue = { r: 25, g: 118, b: 210, a: 1 };
  it('mixes by weight of the first colour', () => {
    expect(toHex(mixColors({ r: 255, g: 255, b: 255, a: 1 }, { r: 0, g: 0, b: 0, a: 1 }, 0.5))).toBe('#808080');
    expect(mixColors(blue, { r: 0, g: 0, b: 0, a: 1 }, 1)).toEqual(blue);
  });

  it('lightens towards white and darkens towards black, keeping alpha', () => {
    expect(toHex(lighten(blue, 1))).toBe('#ffffff');
    expect(toHex(darken(blue, 1))).toBe('#000000');
    expect(toHex(lighten(blue, 0))).toBe('#1976d2');
    expect(darken({ ...blue, a: 0.5 }, 0.2).a).toBe(0.5);
  });

  it('lays a translucent colour over a background', () => {
    expect(toHex(composite({ r: 0, g: 0, b: 0, a: 0.5 }, { r: 255, g: 255, b: 255, a: 1 }))).toBe('#808080');
    expect(composite(blue, { r: 0, g: 0, b: 0, a: 1 })).toEqual(blue);
  });
});
