import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pickText } from '../../../engine/i18n/languages';
import { DateTime } from '../../app/actions/DateTime';
import { formFieldText } from './record-column-values';
import type { RecordItem } from './record-types';
import { useColumnContext } from './use-column-context';
import type { RecordModule } from './use-record-module';

/** Every field of the module's form with its label (options by their labels), then the record's number, client, assignee and dates. */
export function RecordDetails({ module, record }: { module: RecordModule; record: RecordItem }) {
  const { t, i18n } = useTranslation('records');
  const context = useColumnContext(module.collection);
  const { form, client } = module.collection;
  const fields = Object.keys(form.fields).map((field) => {
    const text = formFieldText(field, record.data[field], context);
    return { key: field, label: pickText(form.fields[field]?.label, i18n.language) || field, children: text ? <bdi style={{ whiteSpace: 'pre-wrap' }}>{text}</bdi> : null };
  });
  const own = [
    ...(record.number ? [{ key: '$number', label: t('detail.number'), children: <bdi dir="ltr">{record.number}</bdi> }] : []),
    ...(client !== 'none'
      ? [{ key: '$client', label: t('detail.client'), children: record.clientId ? <Link to={`${module.clientPath}/${record.clientId}`}><bdi>{record.clientName ?? record.clientId}</bdi></Link> : null }]
      : []),
    { key: '$assignee', label: t('detail.assignee'), children: record.assigneeName ? <bdi>{record.assigneeName}</bdi> : t('detail.noAssignee') },
    { key: '$createdAt', label: t('detail.createdAt'), children: <DateTime value={record.createdAt} /> },
    { key: '$updatedAt', label: t('detail.updatedAt'), children: <DateTime value={record.updatedAt} /> },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title={t('detail.details')} items={[...own, ...fields]} data-testid="record-details" />;
}
