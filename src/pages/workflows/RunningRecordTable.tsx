import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pickText } from '../../../engine/i18n/languages';
import { clientListPath } from '../../../engine/routing/app-routes';
import { useNow } from '../../app/actions/use-now';
import { useOffice } from '../../app/office/office-context';
import type { RunningRecord } from './running-records-query';
import { SlaStateTag } from './SlaStateTag';
import { ageText } from './stage-age';

/** The running records: module, number and title (opening the record), stage, client, assignee, age in stage and SLA. */
export function RunningRecordTable({ rows, isLoading }: { rows: readonly RunningRecord[]; isLoading: boolean }) {
  const { t, i18n } = useTranslation('workflows');
  const { runtime } = useOffice();
  const now = useNow();
  const language = i18n.language;
  const clientPath = clientListPath(runtime?.config.features.modules ?? []);

  const columns: TableColumnsType<RunningRecord> = [
    { key: 'module', title: t('columns.module'), render: (_, record) => <bdi>{pickText(record.moduleName, language)}</bdi> },
    {
      key: 'record',
      title: t('columns.record'),
      render: (_, record) => {
        // A record without a title of its own is called by its number (the server's title): named once.
        const title = record.title?.trim() === record.number ? '' : record.title?.trim();
        return (
          <Link to={record.path} data-testid="running-record-link">
            {record.number ? <Typography.Text type="secondary" style={{ marginInlineEnd: 8 }}><bdi>{record.number}</bdi></Typography.Text> : null}
            {title || !record.number ? <bdi>{title || t('untitled')}</bdi> : null}
          </Link>
        );
      },
    },
    { key: 'stage', title: t('columns.stage'), render: (_, record) => <bdi>{record.stageName ? pickText(record.stageName, language) : (record.stage ?? '')}</bdi> },
    {
      key: 'client',
      title: t('columns.client'),
      render: (_, record) => (record.clientId ? <Link to={`${clientPath}/${record.clientId}`}><bdi>{record.clientName ?? record.clientId}</bdi></Link> : null),
    },
    {
      key: 'assignee',
      title: t('columns.assignee'),
      render: (_, record) => (record.assigneeName ? <bdi>{record.assigneeName}</bdi> : <Typography.Text type="secondary">{t('noAssignee')}</Typography.Text>),
    },
    {
      key: 'age',
      title: t('columns.age'),
      render: (_, record) => (record.stageEnteredAt ? <time dateTime={record.stageEnteredAt}>{ageText(record, now, language)}</time> : null),
    },
    { key: 'sla', title: t('columns.sla'), render: (_, record) => <SlaStateTag record={record} now={now} /> },
  ];

  // Wide tables scroll in their own box, as the records list's do.
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<RunningRecord> rowKey="id" columns={columns} dataSource={rows as RunningRecord[]} loading={isLoading} pagination={false} data-testid="running-table" />
    </div>
  );
}
