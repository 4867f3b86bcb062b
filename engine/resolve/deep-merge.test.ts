import { describe, expect, it } from 'vitest';
import { deepMerge } from './deep-merge';

describe('deepMerge', () => {
  it('merges objects key by key and replaces arrays and values', () => {
    const base = { a: { b: 1, c: [1, 2] }, d: 'x' };
    expect(deepMerge(base, { a: { c: [3] }, d: 'y' })).toEqual({ a: { b: 1, c: [3] }, d: 'y' });
  });

  it('leaves the base untouched', () => {
    const base = { a: { b: 1 } };
    deepMerge(base, { a: { b: 2 } });
    expect(base).toEqual({ a: { b: 1 } });
  });

  it('skips undefined and keeps null', () => {
    expect(deepMerge({ a: 1, b: 2 }, { a: undefined, b: null })).toEqual({ a: 1, b: null });
  });

  it('ignores keys that reach a prototype', () => {
    const merged = deepMerge({}, JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"x": 1}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(merged)).toEqual([]);
  });
});
