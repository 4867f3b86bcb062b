import { GoogleOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Popconfirm, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type * as Api from '../../../api/generated/api-types';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { api } from '../../../app/session';
import { ActionError } from '../../../app/actions/ActionError';
import { DateTime } from '../../../app/actions/DateTime';
import { SectionCard } from '../parts/SectionCard';
import { useOwnKey } from '../parts/use-own-key';
import { useServerAction } from '../../../app/actions/use-server-action';
import { StatusTag } from '../parts/StatusTag';

/** What GET /api/auth/user/auth-providers answers. */
type AuthProviders = Api.AuthProviders;

/**
 * The Google account linked to this one: link (the browser goes to Google and comes back to this page with
 * ?google=linked or link-failed), or unlink. Shown on the security and the integrations tabs.
 */
export function GoogleLinkCard({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('profile');
  const { data, error, isLoading, mutate } = useSWR<AuthProviders>(useOwnKey('/auth/user/auth-providers'));
  const action = useServerAction();

  const link = async () => {
    const answer = await action.run(() => api.post<Api.GoogleStart>('/auth/google/link', { returnTo }), { isQuiet: true });
    if (answer) window.location.assign(answer.authorizationUrl);
  };
  const unlink = async () => {
    if (await action.run(() => api.post('/auth/google/unlink'))) void mutate();
  };

  let body;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (isLoading || !data) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (data.isGoogleLinked)
    body = (
      <>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'state', label: t('google.state'), children: <StatusTag tone="success">{t('google.linked')}</StatusTag> },
            ...(data.google?.email ? [{ key: 'email', label: t('google.account'), children: <bdi className="ltr-text">{data.google.email}</bdi> }] : []),
            ...(data.google ? [{ key: 'since', label: t('google.since'), children: <DateTime value={data.google.linkedAt} /> }] : []),
          ]}
        />
        <Popconfirm title={t('google.unlinkConfirm')} okText={t('google.unlink')} cancelText={t('common:cancel')} onConfirm={unlink}>
          <Button danger loading={action.isPending} style={{ marginTop: 12 }}>
            {t('google.unlink')}
          </Button>
        </Popconfirm>
      </>
    );
  else
    body = (
      <>
        {!data.canUseGoogleAuth && <Alert type="info" showIcon title={t('google.notConfigured')} style={{ marginBottom: 12 }} />}
        <Button icon={<GoogleOutlined />} onClick={link} loading={action.isPending} disabled={!data.canUseGoogleAuth}>
          {t('google.link')}
        </Button>
      </>
    );

  return (
    <SectionCard title={t('google.title')}>
      <p>{t('google.explanation')}</p>
      <ActionError error={action.error} onClose={action.reset} />
      {body}
    </SectionCard>
  );
}
