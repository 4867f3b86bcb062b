import { decodeXmlText } from './decode-xml';
import type { XmlTreeNode } from './xml-types';
import { walkXml } from './xml-walk';

const STOP = new Error('stop');

/**
 * A file's readable tree for the data tab: every element with its local name, path and line, text on leaves only (an
 * `xsi:nil` leaf has none), at most `maxNodes` elements in document order, `truncated` when there were more. The file
 * must be well-formed: inspect it first.
 */
export function xmlTree(data: Buffer | string, maxNodes = 5000): { tree: XmlTreeNode; truncated: boolean } {
  const text = typeof data === 'string' ? data : decodeXmlText(data);
  const stack: XmlTreeNode[] = [];
  let root: XmlTreeNode | null = null;
  let count = 0;
  let truncated = false;
  try {
    walkXml(text, {
      open: (element) => {
        if (count >= maxNodes) {
          truncated = true;
          throw STOP;
        }
        count += 1;
        const node: XmlTreeNode = { name: element.name, path: element.path, line: element.line };
        const parent = stack[stack.length - 1];
        if (parent) (parent.children ??= []).push(node);
        else root = node;
        stack.push(node);
      },
      close: (element, value) => {
        const node = stack.pop()!;
        const trimmed = value.trim();
        if (!node.children && !element.isNil && trimmed !== '') node.text = trimmed;
      },
    });
  } catch (error) {
    if (error !== STOP) throw error;
  }
  return { tree: root ?? { name: '', path: '/', line: 1 }, truncated };
}
