import { describe, expect, it } from 'vitest';
import { xmlTree } from './xml-tree';

describe('the readable tree', () => {
  it('gives names, paths, lines, text on leaves only, none for xsi:nil', () => {
    const text = '<a xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n  <b>1</b>\n  <b>2</b>\n  <c xsi:nil="true"/>\n</a>';
    expect(xmlTree(Buffer.from(text))).toEqual({
      tree: { name: 'a', path: '/a', line: 1, children: [
        { name: 'b', path: '/a/b', line: 2, text: '1' },
        { name: 'b', path: '/a/b[2]', line: 3, text: '2' },
        { name: 'c', path: '/a/c', line: 4 },
      ] },
      truncated: false,
    });
  });

  it('stops at the most nodes asked for and says so', () => {
    const { tree, truncated } = xmlTree(`<a>${'<b/>'.repeat(10)}</a>`, 4);
    expect(truncated).toBe(true);
    expect(tree.children).toHaveLength(3);
  });
});
