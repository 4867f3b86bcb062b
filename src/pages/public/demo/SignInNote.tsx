import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../BidiText';
import { LinkButton } from '../LinkButton';

/** How to sign in to a demo office: the details `npm start` prints, and the development mailbox for the one-time code. */
export function SignInNote() {
  const { t } = useTranslation('public');
  return (
    <section className="public-note" aria-labelledby="demo-sign-in-title">
      <InfoCircleOutlined className="public-note__icon" aria-hidden="true" />
      <div>
        <h2 id="demo-sign-in-title">{t('demo.signInTitle')}</h2>
        <p>
          <BidiText text={t('demo.signInDetails')} />
        </p>
        <p>{t('demo.mailboxDetails')}</p>
        <LinkButton to="/dev/mailbox" size="small">
          {t('demo.openMailbox')}
        </LinkButton>
      </div>
    </section>
  );
}
