import { Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { XmlTreeNode } from './xml-api-types';
import { codeMeaning } from './xml-labels';

/** The tree's nodes for antd: each element named as in the file, a leaf with its value (in its own direction) and, where its element has a code list, the code's meaning. */
function toTreeData(node: XmlTreeNode, language: string): TreeDataNode {
  const meaning = node.text !== undefined ? codeMeaning(node.name, node.text, language) : undefined;
  return {
    key: node.path,
    title: (
      <span data-testid="xml-tree-node">
        <bdi dir="ltr" style={{ fontFamily: 'monospace', fontSize: 12 }}>
          {node.name}
        </bdi>
        {node.text !== undefined ? (
          <>
            {': '}
            <bdi>{node.text}</bdi>
            {meaning ? <Typography.Text type="secondary">{` (${meaning})`}</Typography.Text> : null}
          </>
        ) : null}
      </span>
    ),
    ...(node.children?.length ? { children: node.children.map((child) => toTreeData(child, language)) } : { isLeaf: true }),
  };
}

/** Every node's line by its path, so a click opens the source there. */
function linesOf(node: XmlTreeNode, into = new Map<string, number>()): Map<string, number> {
  if (node.line) into.set(node.path, node.line);
  for (const child of node.children ?? []) linesOf(child, into);
  return into;
}

/** The file as a readable tree (virtualised: a file's tree holds up to 5,000 nodes); the first three levels open, and a node opens the source at its line. */
export function XmlTree({ tree, onJump }: { tree: XmlTreeNode; onJump(line: number): void }) {
  const { t, i18n } = useTranslation('xml');
  const data = useMemo(() => [toTreeData(tree, i18n.language)], [tree, i18n.language]);
  const lines = useMemo(() => linesOf(tree), [tree]);
  const opened = useMemo(() => [tree.path, ...(tree.children ?? []).flatMap((child) => [child.path, ...(child.children ?? []).map((grandchild) => grandchild.path)])], [tree]);
  return (
    <div aria-label={t('data.tree')} role="group" data-testid="xml-tree">
      <Tree
        treeData={data}
        defaultExpandedKeys={opened}
        height={420}
        showLine
        blockNode
        onSelect={(keys) => {
          const line = lines.get(String(keys[0]));
          if (line) onJump(line);
        }}
      />
    </div>
  );
}
