import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuditExport } from './AuditExport';
import { AuditFilters } from './AuditFilters';
import { AuditLogTable } from './AuditLogTable';
import type { AuditState } from './use-audit';

/** The log's search: filters, export of what they find, and the page of entries. */
export function AuditSearch({ audit }: { audit: AuditState }) {
  const { t } = useTranslation('admin');
  return (
    <Flex vertical gap={12} data-testid="audit-search-area">
      <AuditFilters criteria={audit.criteria} onSearch={audit.setCriteria} onReset={audit.resetSearch} />
      <Flex justify="flex-end">
        <AuditExport isExporting={audit.loading.export} onExport={audit.exportLogs} />
      </Flex>
      {audit.failed.logs ? (
        <Result status="warning" title={t('audit.errors.logs')} extra={<Button onClick={audit.retry.logs}>{t('retry', { ns: 'common' })}</Button>} />
      ) : (
        <AuditLogTable criteria={audit.criteria} logs={audit.logs} totalCount={audit.totalCount} isLoading={audit.loading.logs} onChange={audit.setCriteria} />
      )}
    </Flex>
  );
}
