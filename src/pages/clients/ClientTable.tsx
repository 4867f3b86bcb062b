import { Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { leadTemperature } from '../../../engine/clients';
import { DateTime } from '../../app/actions/DateTime';
import { useNow } from '../../app/actions/use-now';
import { PAGE_SIZES, type ClientListParams } from './client-list-params';
import type { ClientRow, ListPagination } from '../../api/client-answers';
import { ClientStatusTag } from './ClientStatusTag';
import { ClientTags } from './ClientTags';
import { useClientPaths } from './use-client-paths';
import { ReadableTag } from '../../app/chrome/ReadableTag';
import { useFormatMoney } from '../../app/money/use-format-money';

const TEMPERATURE_COLOURS = { hot: 'red', warm: 'orange', cold: 'blue' } as const;
const SORTABLE: Partial<Record<string, ClientListParams['sortBy']>> = { name: 'lastName', createdAt: 'createdAt', lastContact: 'lastContactDate' };

interface ClientTableProps {
  params: ClientListParams;
  rows: readonly ClientRow[];
  pagination?: ListPagination;
  isLoading: boolean;
  selected: readonly string[];
  onSelect(ids: string[]): void;
  onChange(changes: Partial<Omit<ClientListParams, 'kind'>>): void;
}

/** The list itself: the columns of spec 2 §3's list row, sorting and paging kept in the address, rows to select for bulk actions. */
export function ClientTable({ params, rows, pagination, isLoading, selected, onSelect, onChange }: ClientTableProps) {
  const { t } = useTranslation('clients');
  const money = useFormatMoney();
  const sortOrder = (column: string) => (SORTABLE[column] === params.sortBy ? (params.sortOrder === 'asc' ? 'ascend' : 'descend') : null);
  const isLeads = params.kind === 'lead';
  const paths = useClientPaths();

  const columns: TableColumnsType<ClientRow> = [
    {
      key: 'name',
      title: t('columns.name'),
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_, row) => (
        <Link to={paths.record(row)}>
          <bdi>{`${row.firstName} ${row.lastName}`}</bdi>
        </Link>
      ),
    },
    { key: 'email', title: t('columns.email'), responsive: ['lg'], render: (_, row) => (row.email ? <a href={`mailto:${row.email}`}><bdi dir="ltr">{row.email}</bdi></a> : null) },
    { key: 'phone', title: t('columns.phone'), responsive: ['md'], render: (_, row) => (row.mobilePhone ?? row.phone ? <bdi dir="ltr">{row.mobilePhone ?? row.phone}</bdi> : null) },
    ...(isLeads
      ? ([
          { key: 'leadStatus', title: t('columns.leadStatus'), render: (_, row) => (row.leadStatus ? t(`leadStatus.${row.leadStatus}`) : null) },
          {
            key: 'leadScore',
            title: t('columns.leadScore'),
            render: (_, row) => {
              if (row.leadScore == null) return null;
              const temperature = leadTemperature(row.leadScore);
              return (
                <ReadableTag color={TEMPERATURE_COLOURS[temperature]}>
                  <bdi>{row.leadScore}</bdi> · {t(`temperature.${temperature}`)}
                </ReadableTag>
              );
            },
          },
        ] satisfies TableColumnsType<ClientRow>)
      : ([
          { key: 'status', title: t('columns.status'), render: (_, row) => <ClientStatusTag status={row.status} /> },
          { key: 'priority', title: t('columns.priority'), responsive: ['md'], render: (_, row) => t(`priority.${row.priority}`) },
        ] satisfies TableColumnsType<ClientRow>)),
    { key: 'tags', title: t('columns.tags'), responsive: ['xl'], render: (_, row) => <ClientTags tags={row.tags} /> },
    {
      key: 'openValue',
      title: t('columns.openValue'),
      responsive: ['xl'],
      render: (_, row) => (row.totalActiveRecords > 0 ? <bdi>{money(row.totalRecordValue)}</bdi> : null),
    },
    { key: 'nextFollowUp', title: t('columns.nextFollowUp'), responsive: ['lg'], render: (_, row) => <FollowUpDate value={row.nextFollowUpDate ?? null} /> },
    { key: 'lastContact', title: t('columns.lastContact'), sorter: true, sortOrder: sortOrder('lastContact'), responsive: ['lg'], render: (_, row) => <DateTime value={row.lastContactDate} dateOnly /> },
    { key: 'createdAt', title: t('columns.createdAt'), sorter: true, sortOrder: sortOrder('createdAt'), responsive: ['sm'], render: (_, row) => <DateTime value={row.createdAt} dateOnly /> },
  ];

  const handleChange: TableProps<ClientRow>['onChange'] = (paging, _filters, sorter, extra) => {
    if (extra.action === 'sort' && !Array.isArray(sorter)) {
      const sortBy = SORTABLE[String(sorter.columnKey)];
      onChange(sorter.order && sortBy ? { sortBy, sortOrder: sorter.order === 'ascend' ? 'asc' : 'desc' } : { sortBy: 'createdAt', sortOrder: 'desc' });
    } else if (extra.action === 'paginate') {
      onChange(paging.pageSize !== params.limit ? { limit: paging.pageSize as ClientListParams['limit'] } : { page: paging.current ?? 1 });
    }
  };

  // Wide tables scroll in their own box: antd's own horizontal scroll adds a hidden measuring row with focusable
  // cells, which screen readers would meet (axe aria-hidden-focus).
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<ClientRow>
        rowKey="id"
        columns={columns}
        dataSource={rows as ClientRow[]}
        loading={isLoading}
        onChange={handleChange}
        rowSelection={{ selectedRowKeys: selected as string[], onChange: (keys) => onSelect(keys.map(String)), preserveSelectedRowKeys: false }}
        pagination={{
          current: params.page,
          pageSize: params.limit,
          total: pagination?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t(pagination?.totalIsEstimate ? 'list.totalEstimate' : 'list.total', { count: total }),
        }}
        data-testid="client-table"
      />
    </div>
  );
}

/** A follow-up date, in the warning colour once it has passed. */
function FollowUpDate({ value }: { value: string | null }) {
  const now = useNow();
  if (!value) return null;
  const isOverdue = new Date(value).getTime() < now;
  return (
    <Typography.Text type={isOverdue ? 'danger' : undefined}>
      <DateTime value={value} dateOnly />
    </Typography.Text>
  );
}
