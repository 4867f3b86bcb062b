import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useFormatTime } from '../../app/time/use-format-time';
import { ComplianceCheckCard } from './ComplianceCheckCard';
import { useComplianceStatus } from './use-compliance';

/** The office's compliance status: a summary (all good, or how many checks found something), the policy, then every check. */
export function ComplianceStatusView() {
  const { t } = useTranslation('compliance');
  const format = useFormatTime();
  const status = useComplianceStatus();
  const data = status.data?.data;
  if (!data && status.error) return <ErrorState error={status.error} title={t('status.loadFailed')} onRetry={() => void status.mutate()} />;
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} data-testid="compliance-loading" />;
  const mfa = t(data.policy.mfaRequired ? 'status.mfaRequired' : 'status.mfaOptional');
  const isAllGood = data.problems === 0;
  return (
    <Flex vertical gap={16} data-testid="compliance-status">
      <Alert
        type={isAllGood ? 'success' : 'warning'}
        showIcon
        title={isAllGood ? t('status.allGood') : t('status.problems', { count: data.problems })}
        description={isAllGood ? t('status.allGoodText') : t('status.problemsText')}
        data-testid={isAllGood ? 'compliance-all-good' : 'compliance-problems'}
      />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex vertical>
          <Typography.Text type="secondary">{t('status.checkedAt', { time: format(data.checkedAt, 'dateTime') })}</Typography.Text>
          <Typography.Text type="secondary">
            {data.policy.passwordExpiryDays !== null ? t('status.policy', { days: data.policy.passwordExpiryDays, mfa }) : t('status.policyNoExpiry', { mfa })}
          </Typography.Text>
        </Flex>
        <Button icon={<ReloadOutlined />} loading={status.isValidating} onClick={() => void status.mutate()} data-testid="compliance-recheck">
          {t('status.recheck')}
        </Button>
      </Flex>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 12 }}>
        {data.checks.map((check) => (
          <ComplianceCheckCard key={check.id} check={check} />
        ))}
      </div>
    </Flex>
  );
}
