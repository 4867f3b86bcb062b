import { Button, Card, Empty, Skeleton, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../app/actions/DateTime';
import { useAuditEventName } from '../../app/audit/use-audit-event-name';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useDocumentHistory, type DocumentHistoryEntry } from './use-document-sharing';

const PAGE = 10;

// The colour of each kind of event on the timeline: what adds, what changes, what reads, what removes.
const COLOURS: Record<string, string> = { 'document.upload': 'blue', 'document.create': 'blue', 'document.version.create': 'blue', 'document.update': 'green', 'document.shared': 'orange', 'document.downloaded': 'gray', 'document.delete': 'red' };

// The details' own labels for the fields a change names; a field without one keeps its name.
const FIELD_LABELS: Record<string, string> = { name: 'detail.name', type: 'detail.type', status: 'detail.status', tags: 'detail.tags', description: 'detail.description', sharing: 'detail.sharing', shares: 'shares.title', fileName: 'detail.fileName', size: 'detail.size', ownerId: 'detail.owner', version: 'detail.versions' };

/** A document's history (GET /api/pdf/docs/{id}/history): who did what and when, newest first, earlier entries on demand. */
export function DocumentHistory({ id }: { id: string }) {
  const { t } = useTranslation('documents');
  const [limit, setLimit] = useState(PAGE);
  const { data, error, mutate } = useDocumentHistory(id, limit);
  const eventName = useAuditEventName();
  const answer = data?.data;

  const line = (entry: DocumentHistoryEntry) => {
    const who = entry.userName ?? (entry.userId ? t('history.someone') : t('history.system'));
    const fields = entry.changes.map((field) => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field));
    return {
      key: entry.id,
      color: COLOURS[entry.eventType] ?? 'gray',
      content: (
        <div data-testid="history-entry" data-event={entry.eventType}>
          <Typography.Text strong>{eventName(entry.eventType) ?? entry.eventType}</Typography.Text>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <bdi>{who}</bdi> · <DateTime value={entry.occurredAt} />
              {entry.version !== null ? <span> · {t('history.version', { version: entry.version })}</span> : null}
              {fields.length > 0 ? <span> · {t('history.changed', { fields: fields.join(', ') })}</span> : null}
            </Typography.Text>
          </div>
        </div>
      ),
    };
  };

  return (
    <Card size="small" title={t('history.title')} data-testid="document-history">
      {error ? (
        <ErrorState error={error} title={t('history.loadFailed')} onRetry={() => void mutate()} />
      ) : !answer ? (
        <div data-testid="history-loading">
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : answer.entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.empty')} data-testid="history-empty" />
      ) : (
        <>
          <Timeline items={answer.entries.map(line)} />
          {answer.total > answer.entries.length ? (
            <Button type="link" size="small" onClick={() => setLimit((shown) => shown + PAGE)} data-testid="history-more">
              {t('history.more')}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
