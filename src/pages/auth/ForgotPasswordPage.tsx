import { Button, Form, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickSuccessMessage } from '../../api/messages';
import { api } from '../../app/session';
import { AuthHeading } from './AuthHeading';
import { EmailField } from './EmailField';
import { FormAlert } from './FormAlert';
import { useServerForm } from './use-server-form';
import { Quiet } from './Quiet';
import { TextLink } from './TextLink';

/** /forgot-password: the account's address; the server mails a reset link and answers the same whatever the address. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const [form] = Form.useForm<{ email: string }>();
  const server = useServerForm(form, { Username: 'email' });
  const [sent, setSent] = useState<string>();

  const onFinish = ({ email }: { email: string }) =>
    server.submit(async () => {
      const address = email.trim();
      setSent(pickSuccessMessage(await api.post('/auth/forgot-password', { Username: address, email: address }), i18n.language));
    });

  if (sent) {
    return (
      <Result
        status="success"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('forgot.sentTitle')}</h1>}
        subTitle={
          <Quiet>
            <span role="status">{sent}</span>
            <br />
            {t('forgot.sentHint')}
          </Quiet>
        }
        extra={<TextLink to="/login">{t('backToLogin')}</TextLink>}
      />
    );
  }
  return (
    <>
      <AuthHeading title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      <FormAlert message={server.error} />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)} disabled={server.isSubmitting} data-testid="forgot-form">
        <EmailField autoFocus />
        <Button type="primary" htmlType="submit" size="large" block loading={server.isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginBlock: '20px 0' }}>
        {t('forgot.remembered')} <TextLink to="/login">{t('backToLogin')}</TextLink>
      </Typography.Paragraph>
    </>
  );
}
