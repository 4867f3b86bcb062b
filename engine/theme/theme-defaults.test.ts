import { describe, expect, it } from 'vitest';
import { validateAgainst } from '../validation/schema-validators';
import { DEFAULT_THEME, resolveTheme } from './theme-defaults';

describe('DEFAULT_THEME', () => {
  it('holds the defaults of spec 1 §9 and spec 3 §9', () => {
    expect(DEFAULT_THEME.colors.primary).toBe('#1976d2');
    expect(DEFAULT_THEME.colors.secondary).toBe('#dc004e');
    expect(DEFAULT_THEME.typography.baseSize).toBe(14);
    expect(DEFAULT_THEME.typography.scale).toBe(1.2);
    expect(DEFAULT_THEME.layout.spacing).toBe(8);
    expect(DEFAULT_THEME.layout.borderRadius).toEqual({ small: 4, medium: 8, large: 12 });
  });

  it('names a font stack that covers Hebrew', () => {
    expect(DEFAULT_THEME.typography.fontFamily).toMatch(/^Heebo,.*Arial/);
  });

  it('is a valid theme', () => {
    expect(validateAgainst('theme.schema.json', DEFAULT_THEME)).toEqual([]);
  });
});

describe('resolveTheme', () => {
  it('fills every field a theme leaves out from the defaults', () => {
    const resolved = resolveTheme({ colors: { primary: '#2e7d32', secondary: '#6a1b9a' }, layout: { borderRadius: { medium: 2 } } });
    expect(resolved.colors.primary).toBe('#2e7d32');
    expect(resolved.colors.text).toEqual(DEFAULT_THEME.colors.text);
    expect(resolved.layout.borderRadius).toEqual({ small: 4, medium: 2, large: 12 });
    expect(resolved.typography).toEqual(DEFAULT_THEME.typography);
  });

  it('gives the default theme for nothing', () => {
    expect(resolveTheme(undefined)).toEqual(DEFAULT_THEME);
  });
});
