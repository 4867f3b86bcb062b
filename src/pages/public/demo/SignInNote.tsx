import { InfoCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../BidiText';
import { LinkButton } from '../LinkButton';

/**
 * How to sign in to a demo office: outside production the demo password (each office lists its users), else
 * where the server prints them; and the development mailbox for the one-time code.
 */
export function SignInNote({ password }: { password?: string | undefined }) {
  const { t } = useTranslation('public');
  return (
    <section className="public-note" aria-labelledby="demo-sign-in-title">
      <InfoCircleOutlined className="public-note__icon" aria-hidden="true" />
      <div>
        <h2 id="demo-sign-in-title">{t('demo.signInTitle')}</h2>
        {password ? (
          <>
            <p data-testid="demo-password">
              {t('demo.passwordLabel')}{' '}
              <Typography.Text code copyable={{ text: password, tooltips: [t('demo.copy'), t('demo.copied')] }}>
                <bdi dir="ltr">{password}</bdi>
              </Typography.Text>
            </p>
            <p>{t('demo.usersListed')}</p>
          </>
        ) : (
          <p>
            <BidiText text={t('demo.signInDetails')} />
          </p>
        )}
        <p>{t('demo.mailboxDetails')}</p>
        <LinkButton to="/dev/mailbox" size="small">
          {t('demo.openMailbox')}
        </LinkButton>
      </div>
    </section>
  );
}
