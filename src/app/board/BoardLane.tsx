import { useDroppable } from '@dnd-kit/core';
import { Flex, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

interface BoardLaneProps {
  /** The column's key (a stage, a status), unique on the board. */
  column: string;
  title: string;
  count: number;
  /** The count's accessible name ("7 deals"). */
  countLabel: string;
  testId: string;
  /** What shows under the title (a total), before the cards. */
  summary?: ReactNode;
  /** The cards, then anything after them (a "show more"). */
  children: ReactNode;
  footer?: ReactNode;
}

/** One column of a board: its name and count, and its cards; cards dropped on it land in it. */
export function BoardLane({ column, title, count, countLabel, testId, summary, children, footer }: BoardLaneProps) {
  const { token } = theme.useToken();
  const { setNodeRef, isOver } = useDroppable({ id: `column:${column}`, data: { kind: 'column', column, label: title } });
  const headingId = `column-${column}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={testId}
      style={{
        flex: '0 0 260px',
        minHeight: 320,
        padding: 10,
        borderRadius: token.borderRadiusLG,
        background: isOver ? token.colorPrimaryBg : token.colorFillQuaternary,
        transition: 'background 120ms',
      }}
    >
      <Flex justify="space-between" align="baseline" gap={8} style={{ marginBlockEnd: 4 }}>
        <Typography.Title level={2} id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
        <Tag aria-label={countLabel}>{count}</Tag>
      </Flex>
      {summary}
      <Flex vertical gap={8} style={{ marginBlockStart: 10 }}>
        {children}
      </Flex>
      {footer}
    </section>
  );
}
