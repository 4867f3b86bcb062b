import { describe, expect, it } from 'vitest';
import { findDuplicateKeys } from './duplicate-keys';

describe('findDuplicateKeys', () => {
  it('finds nothing in a file without repeats, even when siblings share key names', () => {
    expect(findDuplicateKeys('{"a": {"x": 1}, "b": {"x": 2}, "c": [{"x": 1}, {"x": 2}]}')).toEqual([]);
  });

  it('points at the second key at any depth, through arrays, with line numbers', () => {
    const text = '{\n  "terms": {\n    "client": "עמית",\n    "client": "לקוח"\n  },\n  "forms": [{}, {"id": "a", "fields": {"k": 1, "k": 2}}],\n  "id": "x",\n  "id": "y"\n}';
    expect(findDuplicateKeys(text)).toEqual([
      { key: 'client', path: '/terms/client', line: 4 },
      { key: 'k', path: '/forms/1/fields/k', line: 6 },
      { key: 'id', path: '/id', line: 8 },
    ]);
  });

  it('escapes "/" and "~" in keys as a JSON pointer does', () => {
    expect(findDuplicateKeys('{"a/b": {"c~d": 1, "c~d": 2}}')).toEqual([{ key: 'c~d', path: '/a~1b/c~0d', line: 1 }]);
  });
});
