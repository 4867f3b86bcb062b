import { Button, Card, Descriptions, Flex, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../app/actions/DateTime';
import { ChainVerification } from './ChainVerification';
import type { AuditState } from './use-audit';

/** Whether record access is audited (a switch), what the log holds, how long it is kept, and the chain's check. */
export function AuditStatusBar({ audit }: { audit: AuditState }) {
  const { t, i18n } = useTranslation('admin');
  const { status } = audit;
  const count = new Intl.NumberFormat(i18n.language);
  const none = <Typography.Text type="secondary">{t('audit.status.none')}</Typography.Text>;
  return (
    <Card size="small" aria-label={t('audit.status.label')} data-testid="audit-status">
      {!status && audit.failed.status ? (
        <Button onClick={audit.retry.status}>{t('retry', { ns: 'common' })}</Button>
      ) : !status ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Flex vertical gap={12}>
          <Flex gap={12} align="center" wrap>
            <Switch
              checked={status.enabled}
              loading={audit.loading.toggle || audit.loading.status}
              onChange={() => void audit.toggle()}
              aria-label={t('audit.status.recordAccess')}
              data-testid="audit-toggle"
            />
            <Typography.Text strong>
              {t('audit.status.recordAccess')}: <span data-testid="audit-enabled">{status.enabled ? t('audit.status.on') : t('audit.status.off')}</span>
            </Typography.Text>
            <Typography.Text type="secondary">{t('audit.status.alwaysAudited')}</Typography.Text>
          </Flex>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 4 }}
            items={[
              { key: 'total', label: t('audit.status.totalEntries'), children: <bdi data-testid="audit-total-entries">{count.format(status.totalEntries)}</bdi> },
              { key: 'oldest', label: t('audit.status.oldest'), children: status.oldestEntryAt ? <DateTime value={status.oldestEntryAt} /> : none },
              { key: 'newest', label: t('audit.status.newest'), children: status.newestEntryAt ? <DateTime value={status.newestEntryAt} /> : none },
              { key: 'retention', label: t('audit.status.retentionDays'), children: <bdi>{count.format(status.retentionDays)}</bdi> },
            ]}
          />
          <ChainVerification />
        </Flex>
      )}
    </Card>
  );
}
