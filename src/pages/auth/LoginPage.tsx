import { Button, Divider, Flex, Form, Typography } from 'antd';
// The password input alone, not antd's Input index with the inputs /login does not draw (as EmailField).
import Password from 'antd/es/input/Password';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SignInAnswer } from '../../app/auth/auth-types';
import { readTenantHint } from '../../app/auth/tenant-hint';
import { useAuth } from '../../app/auth/use-auth';
import { useOffice } from '../../app/office/office-context';
import { safeReturnPath } from '../../app/routing/login-path';
import { api } from '../../app/session';
import { AuthHeading } from './AuthHeading';
import { AuthText } from './AuthText';
import { EmailField } from './EmailField';
import { FormAlert } from './FormAlert';
import { GoogleButton } from './GoogleButton';
import { LoginNotices } from './LoginNotices';
import { AFTER_SIGN_IN } from './next-step';
import { useSignInAnswer } from './use-sign-in-answer';
import { useServerForm } from './use-server-form';
import { TextLink } from './TextLink';

interface LoginValues {
  email: string;
  password: string;
}

const FIELD_NAMES = { Email: 'email', Password: 'password' };

/** /login: e-mail and password, or Google; then the office's further steps (one-time code, authenticator), or straight in. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const auth = useAuth();
  const { office } = useOffice();
  const [form] = Form.useForm<LoginValues>();
  const server = useServerForm(form, FIELD_NAMES);
  const proceed = useSignInAnswer();
  const [googleError, setGoogleError] = useState<string>();
  const returnTo = safeReturnPath(search.get('from'));
  const [tenant] = useState(() => readTenantHint());

  // Someone already signed in has nothing to do here.
  const isSignedIn = auth.phase === 'signed-in';
  useEffect(() => {
    if (isSignedIn) navigate(returnTo ?? AFTER_SIGN_IN, { replace: true });
  }, [isSignedIn, navigate, returnTo]);

  const onFinish = (values: LoginValues) =>
    server.submit(async () => {
      const email = values.email.trim();
      const answer = await api.post<SignInAnswer>('/auth/login', { Email: email, Password: values.password, ...(tenant ? { tenant } : {}) });
      await proceed(answer, { email, ...(returnTo ? { returnTo } : {}) });
    });

  const officeName = office?.tenant?.name;
  return (
    <>
      <AuthHeading title={t('login.title')} subtitle={officeName ? <AuthText i18nKey="login.officeSubtitle" values={{ office: officeName }} /> : t('login.subtitle')} />
      <LoginNotices />
      <FormAlert message={server.error ?? googleError} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        // The demo page's "sign in as" names the address; the password is still typed.
        initialValues={{ email: search.get('email') ?? '' }}
        onFinish={(values) => void onFinish(values)}
        disabled={server.isSubmitting}
        data-testid="login-form"
      >
        <EmailField autoFocus />
        <Form.Item name="password" label={t('fields.password')} rules={[{ required: true, message: t('validation.passwordRequired') }]} style={{ marginBlockEnd: 8 }}>
          <Password autoComplete="current-password" />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginBlockEnd: 16 }}>
          <TextLink to="/forgot-password">{t('login.forgot')}</TextLink>
        </Flex>
        <Button type="primary" htmlType="submit" size="large" block loading={server.isSubmitting}>
          {t('login.submit')}
        </Button>
      </Form>
      <Divider plain>{t('login.or')}</Divider>
      <GoogleButton {...(returnTo ? { returnTo } : {})} {...(tenant ? { tenant } : {})} onError={setGoogleError} />
      <Typography.Paragraph style={{ textAlign: 'center', marginBlock: '20px 0' }}>
        {t('login.noAccount')} <TextLink to="/register">{t('login.register')}</TextLink>
      </Typography.Paragraph>
    </>
  );
}
