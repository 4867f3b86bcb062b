import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { pickSuccessMessage } from '../../api/messages';
import { api } from '../../app/session';
import { AuthHeading } from './AuthHeading';
import { EmailField } from './EmailField';
import { FormAlert } from './FormAlert';
import type { LoginNotice } from './login-notice';
import { PasswordFields } from './PasswordFields';
import { useServerForm } from './use-server-form';
import { TextLink } from './TextLink';

interface ResetValues {
  email: string;
  password: string;
  confirmPassword: string;
}

const FIELD_NAMES = { Username: 'email', username: 'email', NewPassword: 'password', newPassword: 'password' };

/** /reset-password?token=: the account's address and a new password (spec 1 §5's rules; the office's stricter ones come back as field errors). */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [form] = Form.useForm<ResetValues>();
  const server = useServerForm(form, FIELD_NAMES);
  const [isTokenRefused, setTokenRefused] = useState(false);
  const askAgain = <TextLink to="/forgot-password">{t('reset.askAgain')}</TextLink>;

  const onFinish = (values: ResetValues) =>
    server.submit(async () => {
      const username = values.email.trim();
      try {
        const answer = await api.post('/auth/reset-password', { Username: username, Code: token, NewPassword: values.password, username, code: token, newPassword: values.password });
        navigate('/login', { replace: true, state: { notice: { message: pickSuccessMessage(answer, i18n.language), type: 'success' } satisfies LoginNotice } });
      } catch (error) {
        setTokenRefused(error instanceof ApiError && error.code === 'RESET_TOKEN_INVALID');
        throw error;
      }
    });

  if (!token) {
    return (
      <>
        <AuthHeading title={t('reset.title')} />
        <FormAlert message={t('reset.missingToken')} action={askAgain} />
      </>
    );
  }
  return (
    <>
      <AuthHeading title={t('reset.title')} subtitle={t('reset.subtitle')} />
      <FormAlert message={server.error} {...(isTokenRefused ? { action: askAgain } : {})} />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)} disabled={server.isSubmitting} data-testid="reset-form">
        <EmailField autoFocus />
        <PasswordFields label={t('fields.newPassword')} />
        <Button type="primary" htmlType="submit" size="large" block loading={server.isSubmitting}>
          {t('reset.submit')}
        </Button>
      </Form>
    </>
  );
}
