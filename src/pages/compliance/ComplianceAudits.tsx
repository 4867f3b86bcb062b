import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/chrome/ErrorState';
import { AuditLogTable } from '../admin/audit/AuditLogTable';
import { DEFAULT_CRITERIA, type AuditCriteria } from '../admin/audit/audit-criteria';
import type { CompliancePeriod } from './compliance-api';
import { PeriodPicker } from './PeriodPicker';
import { useComplianceAudits } from './use-compliance';

/** The audit log's compliance events for a period, in the audit screen's own table (newest first; the time column sorts). */
export function ComplianceAudits() {
  const { t } = useTranslation('compliance');
  const [period, setPeriod] = useState<CompliancePeriod>({});
  const [page, setPage] = useState({ pageNumber: 1, pageSize: DEFAULT_CRITERIA.pageSize, orderDescending: true });
  const audits = useComplianceAudits(period, page);
  // The table's criteria: the events are ordered by time only.
  const criteria: AuditCriteria = { ...DEFAULT_CRITERIA, ...page, orderBy: 'occurredAt' };
  const onChange = (change: Partial<AuditCriteria>) =>
    setPage((current) => ({
      pageNumber: change.pageNumber ?? current.pageNumber,
      pageSize: change.pageSize ?? current.pageSize,
      orderDescending: change.orderBy === undefined || change.orderBy === 'occurredAt' ? (change.orderDescending ?? current.orderDescending) : current.orderDescending,
    }));
  return (
    <Flex vertical gap={16} data-testid="compliance-audits">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('audits.intro')}</Typography.Paragraph>
      <PeriodPicker
        period={period}
        onChange={(next) => {
          setPeriod(next);
          setPage((current) => ({ ...current, pageNumber: 1 }));
        }}
      />
      {audits.error && !audits.data ? (
        <ErrorState error={audits.error} title={t('audits.loadFailed')} onRetry={() => void audits.mutate()} />
      ) : (
        <AuditLogTable criteria={criteria} logs={audits.data?.data.logs} totalCount={audits.data?.data.totalCount ?? 0} isLoading={audits.isLoading || audits.isValidating} onChange={onChange} />
      )}
    </Flex>
  );
}
