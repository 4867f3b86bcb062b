import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useNow } from '../../app/actions/use-now';
import { recordName, slaState } from './record-column-values';
import type { RecordItem } from './record-types';
import { SlaTag } from './SlaTag';
import type { RecordModule } from './use-record-module';
import { useSlaCalendar } from './use-sla-calendar';

/** What a board card shows of a record: its name and number, client, assignee and stage SLA, with its drag handle. */
export function RecordCardContent({ module, record, handle }: { module: RecordModule; record: RecordItem; handle?: ReactNode }) {
  const { t } = useTranslation('records');
  const now = useNow();
  const calendar = useSlaCalendar();
  const name = recordName(record, t('detail.untitled', module.nouns));
  return (
    <Card size="small" styles={{ body: { padding: 10 } }} data-testid="record-card" data-record-id={record.id}>
      <Flex gap={6} align="start">
        {handle}
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Link to={`${module.holderPath}/${record.id}`} style={{ fontWeight: 600 }}>
            <bdi>{name}</bdi>
          </Link>
          {record.number && record.number !== name ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <bdi dir="ltr">{record.number}</bdi>
            </Typography.Text>
          ) : null}
          {record.clientId ? (
            <Link to={`${module.clientPath}/${record.clientId}`}>
              <bdi>{record.clientName ?? record.clientId}</bdi>
            </Link>
          ) : null}
          {record.assigneeName ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('columns.assignee')}: <bdi>{record.assigneeName}</bdi>
            </Typography.Text>
          ) : null}
          <div>
            <SlaTag sla={slaState(record, module.collection.workflow, now, calendar)} />
          </div>
        </Flex>
      </Flex>
    </Card>
  );
}
