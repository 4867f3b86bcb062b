import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useOffice } from '../../app/office/office-context';
import { AreaPage } from '../shell/AreaPage';
import { RecordForm } from './RecordForm';
import { useCanChange } from './use-can-change';
import { useRecord } from './use-record';
import { useRecordModule } from './use-record-module';

/** A new record of a module (/matters/new) or a record's edit form (/matters/{id}/edit), from the module's own form. */
export function RecordFormPage({ moduleId }: { moduleId: string }) {
  const { t } = useTranslation('records');
  const { id } = useParams<{ id: string }>();
  const { isLoading } = useOffice();
  const module = useRecordModule(moduleId);
  const canChange = useCanChange(module);
  const existing = useRecord(moduleId, id);
  if (!module) return isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : <AreaPage />;
  if (!canChange) return <Result status="info" title={t('form.viewOnly')} />;
  if (id && existing.error) return <ErrorState error={existing.error} onRetry={() => void existing.mutate()} />;
  if (id && !existing.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const record = existing.data?.data;
  // A reload after a refused stale save draws the form afresh from the record as it now is.
  return <RecordForm key={record ? `${record.id}:${record.version}` : 'new'} module={module} {...(record ? { record } : {})} onReload={() => void existing.mutate()} />;
}
