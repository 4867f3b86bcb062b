import { useDroppable } from '@dnd-kit/core';
import { Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { DealCard } from './DealCard';
import { IlsAmount } from './IlsAmount';
import type { BoardStage } from './opportunity-types';

/** One stage of the pipeline: its name, count and total value, and its cards in order. */
export function BoardColumn({ column }: { column: BoardStage }) {
  const { t } = useTranslation('opportunities');
  const { token } = theme.useToken();
  const { setNodeRef, isOver } = useDroppable({ id: `stage:${column.stage}`, data: { kind: 'column', stage: column.stage } });
  const headingId = `stage-${column.stage}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`stage-${column.stage}`}
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
          {t(`stage.${column.stage}`)}
        </Typography.Title>
        <Tag aria-label={t('board.count', { count: column.count })}>{column.count}</Tag>
      </Flex>
      <Typography.Text type="secondary" data-testid="stage-total">
        {t('board.total')}: <IlsAmount value={column.totalValue} />
      </Typography.Text>
      <Flex vertical gap={8} style={{ marginBlockStart: 10 }}>
        {column.items.map((deal) => (
          <DealCard key={deal.id} deal={deal} />
        ))}
      </Flex>
    </section>
  );
}
