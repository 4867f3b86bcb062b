import { MailOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthHeading } from './AuthHeading';
import { AuthText } from './AuthText';
import { ResendConfirmation } from './ResendConfirmation';
import { Quiet } from './Quiet';

/** The address a registration left in the navigation state. */
function registeredEmail(state: unknown): string | undefined {
  const email = state && typeof state === 'object' ? (state as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email ? email : undefined;
}

/** /auth/register-success: the account is created; confirm the address from the mail (or ask for a new link), then log in. */
export function RegisterSuccessPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const email = registeredEmail(useLocation().state);
  return (
    <>
      <Flex justify="center" style={{ fontSize: 48, marginBlockEnd: 8 }} aria-hidden>
        <MailOutlined />
      </Flex>
      <AuthHeading title={t('registerSuccess.title')} subtitle={email ? <AuthText i18nKey="registerSuccess.text" values={{ email }} /> : t('registerSuccess.textNoEmail')} />
      <Button type="primary" size="large" block onClick={() => navigate('/login')}>
        {t('registerSuccess.login')}
      </Button>
      <Divider />
      <Typography.Paragraph>
        <Quiet>{t('registerSuccess.notReceived')}</Quiet>
      </Typography.Paragraph>
      <ResendConfirmation {...(email ? { email } : {})} />
    </>
  );
}
