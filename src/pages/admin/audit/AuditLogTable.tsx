import { Empty, Table, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../app/actions/DateTime';
import { AuditEventName } from '../../../app/audit/AuditEventName';
import { ReadableTag } from '../../../app/chrome/ReadableTag';
import type { AuditLog } from './audit-api-types';
import type { AuditCriteria } from './audit-criteria';
import { orderOfSorter, sortOrderOf } from './audit-sorting';
import { LogChange } from './LogChange';

// Codes (event types, services, ids) read left to right inside Hebrew text.
const Code = ({ text }: { text: string }) => (
  <bdi dir="ltr" style={{ direction: 'ltr', unicodeBidi: 'isolate', fontFamily: 'monospace', fontSize: 12 }}>
    {text}
  </bdi>
);

interface AuditLogTableProps {
  criteria: AuditCriteria;
  logs: AuditLog[] | undefined;
  totalCount: number;
  isLoading: boolean;
  onChange: (change: Partial<AuditCriteria>) => void;
}

/** A page of the log: time, user, event, service, record and result, sortable, each row opening to its before and after. */
export function AuditLogTable({ criteria, logs, totalCount, isLoading, onChange }: AuditLogTableProps) {
  const { t, i18n } = useTranslation('admin');
  const userOf = (log: AuditLog) => {
    if (log.userName || log.userEmail) return <bdi>{log.userName ?? log.userEmail}</bdi>;
    return <Typography.Text type="secondary">{log.userId ? t('audit.formerMember') : t('audit.system')}</Typography.Text>;
  };
  const sortable = (key: AuditCriteria['orderBy']) => ({ key, sorter: true, sortOrder: sortOrderOf(key, criteria), sortDirections: ['descend', 'ascend'] as ('descend' | 'ascend')[] });
  const columns: ColumnsType<AuditLog> = [
    { title: t('audit.columns.time'), ...sortable('occurredAt'), width: 180, render: (_, log) => <DateTime value={log.occurredAt} /> },
    { title: t('audit.columns.user'), ...sortable('userId'), render: (_, log) => userOf(log) },
    { title: t('audit.columns.event'), ...sortable('eventType'), render: (_, log) => <AuditEventName eventType={log.eventType} showCode /> },
    { title: t('audit.columns.service'), ...sortable('serviceName'), render: (_, log) => <Code text={log.serviceName} /> },
    {
      title: t('audit.columns.entity'),
      ...sortable('entityType'),
      render: (_, log) => (log.entityType ? <Code text={log.entityId ? `${log.entityType} ${log.entityId}` : log.entityType} /> : null),
    },
    {
      title: t('audit.columns.result'),
      key: 'success',
      width: 100,
      render: (_, log) => <ReadableTag color={log.success ? 'green' : 'red'}>{log.success ? t('audit.success') : t('audit.failure')}</ReadableTag>,
    },
  ];
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <Table<AuditLog>
      rowKey="id"
      size="middle"
      data-testid="audit-log-table"
      loading={isLoading}
      columns={columns}
      dataSource={logs ?? []}
      scroll={{ x: 900 }}
      locale={{ emptyText: <Empty description={t('audit.empty')} /> }}
      expandable={{ expandedRowRender: (log) => <LogChange log={log} /> }}
      pagination={{
        current: criteria.pageNumber,
        pageSize: criteria.pageSize,
        total: totalCount,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100, 200],
        showTotal: (total) => t('audit.total', { total: count.format(total) }),
      }}
      onChange={(pagination, _filters, sorter, { action }) => {
        if (action === 'sort') {
          const { columnKey, order } = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<AuditLog>;
          onChange({ ...orderOfSorter(columnKey, order), pageNumber: 1 });
        } else if (action === 'paginate') {
          const pageSize = pagination.pageSize ?? criteria.pageSize;
          onChange({ pageNumber: pageSize === criteria.pageSize ? (pagination.current ?? 1) : 1, pageSize });
        }
      }}
    />
  );
}
