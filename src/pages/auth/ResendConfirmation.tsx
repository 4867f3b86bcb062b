import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickSuccessMessage } from '../../api/messages';
import { api } from '../../app/session';
import { EmailField } from './EmailField';
import { FormAlert } from './FormAlert';
import { useServerForm } from './use-server-form';

/** Asks for a new confirmation link (POST /api/auth/resend-confirmation {Username}); the server answers alike for any address. */
export function ResendConfirmation({ email }: { email?: string }) {
  const { t, i18n } = useTranslation('auth');
  const [form] = Form.useForm<{ email: string }>();
  const server = useServerForm(form, { Username: 'email' });
  const [sent, setSent] = useState<string>();
  const onFinish = ({ email: address }: { email: string }) =>
    server.submit(async () => {
      setSent(undefined);
      setSent(pickSuccessMessage(await api.post('/auth/resend-confirmation', { Username: address.trim() }), i18n.language));
    });
  return (
    <>
      <FormAlert message={server.error} />
      <FormAlert type="success" message={sent} />
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ email: email ?? '' }} onFinish={(values) => void onFinish(values)} disabled={server.isSubmitting} data-testid="resend-confirmation-form">
        <EmailField />
        <Button htmlType="submit" block loading={server.isSubmitting}>
          {t('registerSuccess.resend')}
        </Button>
      </Form>
    </>
  );
}
