import { describe, expect, it } from 'vitest';
import type { Theme } from '../generated/config-types';
import { mergeTheme, type ThemePatch } from './merge-theme';

const base: Theme = {
  name: 'Base',
  colors: { primary: '#1976d2', secondary: '#dc004e', background: { default: '#f5f7fa', paper: '#ffffff' } },
  layout: { spacing: 8, borderRadius: { small: 4, medium: 8, large: 12 } },
};

describe('mergeTheme', () => {
  it('merges nested objects deeply (spec 3 §4)', () => {
    const merged = mergeTheme(base, { colors: { background: { paper: '#fafafa' } }, layout: { borderRadius: { medium: 6 } } });
    expect(merged.colors).toEqual({ primary: '#1976d2', secondary: '#dc004e', background: { default: '#f5f7fa', paper: '#fafafa' } });
    expect(merged.layout).toEqual({ spacing: 8, borderRadius: { small: 4, medium: 6, large: 12 } });
    expect(merged.name).toBe('Base');
  });

  it('adds parts the base lacks', () => {
    expect(mergeTheme(base, { typography: { baseSize: 16 } }).typography).toEqual({ baseSize: 16 });
  });

  it('replaces arrays instead of merging them', () => {
    const withList = { ...base, tags: ['a', 'b', 'c'] } as Theme & { tags: string[] };
    const merged = mergeTheme(withList, { tags: ['z'] } as ThemePatch);
    expect(merged.tags).toEqual(['z']);
    expect(merged.tags).not.toBe(withList.tags);
  });

  it('leaves the base where the patch is undefined, and changes neither argument', () => {
    const patch: ThemePatch = { colors: { primary: undefined, secondary: '#000' } };
    const snapshot = structuredClone(base);
    const merged = mergeTheme(base, patch);
    expect(merged.colors.primary).toBe('#1976d2');
    expect(merged.colors.secondary).toBe('#000');
    expect(base).toEqual(snapshot);
    expect(patch).toEqual({ colors: { primary: undefined, secondary: '#000' } });
    expect(merged.colors.background).not.toBe(base.colors.background);
  });

  it('returns a copy of the base for no patch', () => {
    expect(mergeTheme(base, undefined)).toEqual(base);
  });

  it('ignores keys that would reach the object prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "colors": {"constructor": {"prototype": {"x": 1}}}}') as ThemePatch;
    const merged = mergeTheme(base, hostile);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(merged, '__proto__')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(merged.colors, 'constructor')).toBe(false);
  });
});
