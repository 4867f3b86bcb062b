import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../app/actions/ActionError';
import { DateTime } from '../../../app/actions/DateTime';
import { api } from '../../../app/session';
import type { AuditVerification, AuditVerificationAnswer } from './audit-api-types';

/** "Verify integrity": the hash chain checked end to end, said intact with how many entries, or where it first breaks. */
export function ChainVerification() {
  const { t, i18n } = useTranslation('admin');
  const [result, setResult] = useState<AuditVerification>();
  const [error, setError] = useState<Error>();
  const [isChecking, setChecking] = useState(false);

  const onVerify = async () => {
    setChecking(true);
    setError(undefined);
    setResult(undefined);
    try {
      setResult((await api.get<AuditVerificationAnswer>('/audit/verify')).data);
    } catch (caught) {
      setError(caught instanceof Error ? caught : new Error(String(caught)));
    } finally {
      setChecking(false);
    }
  };

  const broken = result?.firstBroken;
  return (
    <Flex vertical gap={8} align="flex-start" data-testid="chain-verification">
      <Button icon={<SafetyCertificateOutlined />} loading={isChecking} onClick={() => void onVerify()} data-testid="audit-verify">
        {t('audit.verify.button')}
      </Button>
      <ActionError error={error} onClose={() => setError(undefined)} />
      {result?.valid && (
        <Alert type="success" showIcon role="status" data-testid="chain-intact" title={t('audit.verify.intact', { checked: new Intl.NumberFormat(i18n.language).format(result.checked) })} />
      )}
      {result && !result.valid && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="chain-broken"
          title={t('audit.verify.broken', { seq: broken?.seq ?? '?' })}
          description={
            broken && (
              <Flex vertical gap={2}>
                <span>
                  {t('audit.verify.brokenAt')} <DateTime value={broken.occurredAt} />
                </span>
                <span>{t(`audit.verify.reasons.${broken.reason}`)}</span>
              </Flex>
            )
          }
        />
      )}
    </Flex>
  );
}
