import { Alert, Button, Descriptions, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type * as Api from '../../../api/generated/api-types';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { authStore } from '../../../app/session';
import { DateTime } from '../../../app/actions/DateTime';
import { SectionCard } from '../parts/SectionCard';
import { useOwnKey } from '../parts/use-own-key';
import { MfaDisableModal } from './MfaDisableModal';
import { MfaSetupModal } from './MfaSetupModal';
import { StatusTag } from '../parts/StatusTag';


/** Two-step verification: whether it is on, whether the office requires it, and setting it up or turning it off. */
export function MfaCard() {
  const { t } = useTranslation('profile');
  const { data, error, isLoading, mutate } = useSWR<Api.MfaStatusAnswer>(useOwnKey('/users/auth/mfa'));
  const [dialog, setDialog] = useState<'setup' | 'disable'>();
  const status = data?.data;

  const onChanged = () => {
    void mutate();
    // The session's user says whether MFA is on.
    void authStore.checkStatus();
  };

  let body;
  if (error && !status) body = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (isLoading || !status) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else
    body = (
      <>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'state', label: t('mfa.state'), children: status.enabled ? <StatusTag tone="success">{t('mfa.on')}</StatusTag> : <StatusTag tone="neutral">{t('mfa.off')}</StatusTag> },
            ...(status.enabledAt ? [{ key: 'since', label: t('mfa.since'), children: <DateTime value={status.enabledAt} /> }] : []),
          ]}
        />
        {status.required && <Alert type="info" showIcon title={t('mfa.requiredByOffice')} style={{ marginTop: 12 }} />}
        {status.enabled ? (
          <Button danger onClick={() => setDialog('disable')} style={{ marginTop: 12 }}>
            {t('mfa.disable')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => setDialog('setup')} style={{ marginTop: 12 }}>
            {t('mfa.setup')}
          </Button>
        )}
      </>
    );

  return (
    <SectionCard title={t('mfa.title')}>
      <p>{t('mfa.explanation')}</p>
      {body}
      <MfaSetupModal open={dialog === 'setup'} onClose={() => setDialog(undefined)} onEnabled={onChanged} />
      <MfaDisableModal open={dialog === 'disable'} onClose={() => setDialog(undefined)} onDisabled={onChanged} />
    </SectionCard>
  );
}
