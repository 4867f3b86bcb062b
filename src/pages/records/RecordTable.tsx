import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useNow } from '../../app/actions/use-now';
import { columnText, columnTitle, recordName, slaState } from './record-column-values';
import type { RecordItem } from './record-types';
import { SlaTag } from './SlaTag';
import { useColumnContext } from './use-column-context';
import { useSlaCalendar } from './use-sla-calendar';
import type { RecordModule } from './use-record-module';

/** The field whose cell opens the record: its number or title column if listed, else the first column. */
function linkField(module: RecordModule): string | undefined {
  const fields = module.collection.columns.map((column) => column.field);
  return fields.find((field) => field === '$number' || field === module.collection.titleField) ?? fields[0];
}

/** The records with the collection's declared columns: option labels, stage names, the client's link, dates in the user's zone. */
export function RecordTable({ module, rows, isLoading }: { module: RecordModule; rows: readonly RecordItem[]; isLoading: boolean }) {
  const { t, i18n } = useTranslation('records');
  const context = useColumnContext(module.collection);
  const now = useNow();
  const calendar = useSlaCalendar();
  const opens = linkField(module);
  const recordPath = (record: RecordItem) => `${module.holderPath}/${record.id}`;

  const cell = (field: string, record: RecordItem) => {
    if (field === '$sla') return <SlaTag sla={slaState(record, module.collection.workflow, now, calendar)} />;
    const text = columnText(field, record, context);
    if (field === opens) return <Link to={recordPath(record)}><bdi>{text || recordName(record, t('detail.untitled', module.nouns))}</bdi></Link>;
    if (field === '$client' && record.clientId) return <Link to={`${module.clientPath}/${record.clientId}`}><bdi>{text || record.clientId}</bdi></Link>;
    return text ? <bdi>{text}</bdi> : null;
  };

  const columns: TableColumnsType<RecordItem> = module.collection.columns.map(({ field }) => ({
    key: field,
    title: columnTitle(field, module.collection.form, i18n.language, (key) => t(`columns.${key}`)),
    render: (_, record) => cell(field, record),
  }));

  // Wide tables scroll in their own box (as the client list's): antd's own scroll adds a hidden row of focusable cells.
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<RecordItem> rowKey="id" columns={columns} dataSource={rows as RecordItem[]} loading={isLoading} pagination={false} data-testid="record-table" />
    </div>
  );
}
