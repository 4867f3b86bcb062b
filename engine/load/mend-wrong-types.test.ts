import { describe, expect, it } from 'vitest';
import { mendWrongTypes } from './mend-wrong-types';

describe('mendWrongTypes', () => {
  it('replaces each value of the wrong type by an empty one of the expected type, in a copy', () => {
    const document = { a: { list: 'x', 'b/c': [1, { n: 'two' }] }, keep: true };
    const mended = mendWrongTypes(document, [
      { path: '/a/list', expected: 'array' },
      { path: '/a/b~1c/1/n', expected: 'number' },
    ]);
    expect(mended).toEqual({ a: { list: [], 'b/c': [1, { n: 0 }] }, keep: true });
    expect(document.a.list).toBe('x');
  });

  it('leaves what it cannot reach, and the document itself when nothing is wrong', () => {
    const document = { a: 1 };
    expect(mendWrongTypes(document, [])).toBe(document);
    expect(mendWrongTypes(document, [{ path: '/missing/deep', expected: 'array' }, { path: '/a', expected: 'unknown' }])).toEqual({ a: 1 });
  });
});
