import { Card, Empty, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../app/actions/DateTime';
import { ErrorState } from '../../app/chrome/ErrorState';
import { historyText } from './history-text';
import { recordWorkflowPaths } from './record-api-paths';
import { useRecordHistory } from './use-record';

const COLOURS = { created: 'blue', moved: 'green', requested: 'orange', approved: 'green', rejected: 'red', action: 'gray' } as const;

/** The record's history (GET …/history): moves, approvals and automatic actions, each worded in the reader's language, times in the user's zone. */
export function RecordHistory({ module, id, path = recordWorkflowPaths(module, id).history }: { module: string; id: string; path?: string }) {
  const { t, i18n } = useTranslation('records');
  const { data, error, isLoading, mutate } = useRecordHistory(path);
  return (
    <Card size="small" title={t('history.title')} data-testid="record-history">
      {error ? (
        <ErrorState error={error} title={t('history.loadFailed')} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : data.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.empty')} />
      ) : (
        <Timeline
          items={data.data.map((entry) => {
            const { text, details } = historyText(entry, t, i18n.language);
            return {
              key: entry.id,
              color: COLOURS[entry.kind] ?? 'gray',
              content: (
                <>
                  <Typography.Text strong>{text}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <DateTime value={entry.at} />
                      {details.map((detail) => (
                        <span key={detail}> · <bdi>{detail}</bdi></span>
                      ))}
                    </Typography.Text>
                  </div>
                </>
              ),
            };
          })}
        />
      )}
    </Card>
  );
}
