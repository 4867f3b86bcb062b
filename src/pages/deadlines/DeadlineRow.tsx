import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReadableTag } from '../../app/chrome/ReadableTag';
import { useFormatTime } from '../../app/time/use-format-time';
import type { Deadline } from './deadline-query';
import { detailText, isLate, lateness } from './deadline-text';

const KIND_COLORS: Record<Deadline['kind'], string> = { stage: 'purple', task: 'blue', 'follow-up': 'cyan' };

/** One deadline: its title linking to its record, client or task list, what is due, its due time, and in red how late it is. */
export function DeadlineRow({ deadline, now }: { deadline: Deadline; now: number }) {
  const { t, i18n } = useTranslation('deadlines');
  const formatTime = useFormatTime();
  const late = isLate(deadline, now);
  const detail = detailText(deadline, i18n.language, {
    stageDue: (stage) => t('stageDue', { stage }),
    untitledTask: (type) => t('untitledTask', { type }),
    kind: (kind) => t(`kind.${kind}`),
  });
  // The number and the title apart: a Hebrew title in one run with the number would carry the number to its end.
  const title = deadline.title === deadline.recordNumber ? null : deadline.title;
  return (
    <Flex justify="space-between" align="center" gap={12} wrap style={{ width: '100%' }} data-testid="deadline-row" data-kind={deadline.kind} data-overdue={late}>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Link to={deadline.link} data-testid="deadline-link">
          {deadline.recordNumber ? <bdi>{deadline.recordNumber}</bdi> : null}
          {deadline.recordNumber && title ? ' · ' : null}
          {title ? <bdi>{title}</bdi> : null}
          {!deadline.recordNumber && !title ? <bdi>{detail}</bdi> : null}
        </Link>
        <Flex gap={6} align="center" wrap>
          <ReadableTag color={KIND_COLORS[deadline.kind]}>{t(`kind.${deadline.kind}`)}</ReadableTag>
          {/* A follow-up's tag says all there is to say of it. */}
          {deadline.kind === 'follow-up' ? null : <Typography.Text type="secondary" data-testid="deadline-detail"><bdi>{detail}</bdi></Typography.Text>}
        </Flex>
      </Flex>
      <Flex vertical align="end" gap={2}>
        <Typography.Text {...(late ? { type: 'danger' as const, strong: true } : {})} data-testid="deadline-due">
          <time dateTime={deadline.dueAt} style={{ whiteSpace: 'nowrap' }}>{formatTime(deadline.dueAt, 'dateTime')}</time>
        </Typography.Text>
        {late ? <Typography.Text type="danger" data-testid="deadline-late">{t('late', { time: lateness(deadline.dueAt, now, i18n.language) })}</Typography.Text> : null}
      </Flex>
    </Flex>
  );
}
