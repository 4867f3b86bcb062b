import { Alert, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { problemMessage, type AuditOperation } from './audit-problem';
import { AuditConfigurationForm } from './AuditConfigurationForm';
import { AuditSearch } from './AuditSearch';
import { AuditStatistics } from './AuditStatistics';
import { AuditStatusBar } from './AuditStatusBar';
import { useAudit } from './use-audit';

/** /admin/audit: the office's audit log: its status and integrity, the search of its entries, statistics and settings. */
export function AuditSection() {
  const { t, i18n } = useTranslation('admin');
  const audit = useAudit();
  const fallback = (operation: AuditOperation) => t(`audit.errors.${operation}`);
  return (
    <Flex vertical gap={16} data-testid="audit-section">
      {audit.problem && (
        <Alert type="error" showIcon role="alert" data-testid="audit-error" title={problemMessage(audit.problem, i18n.language, fallback)} closable={{ onClose: audit.clearError }} />
      )}
      <AuditStatusBar audit={audit} />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'log', label: t('audit.tabs.log'), children: <AuditSearch audit={audit} /> },
          { key: 'statistics', label: t('audit.tabs.statistics'), children: <AuditStatistics audit={audit} /> },
          { key: 'configuration', label: t('audit.tabs.configuration'), children: <AuditConfigurationForm audit={audit} /> },
        ]}
      />
    </Flex>
  );
}
