import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Api from '../../api/generated/api-types';
import type { SignInAnswer } from '../../app/auth/auth-types';
import { api, authStore } from '../../app/session';
import { pickSuccessMessage } from '../../api/messages';
import { AuthHeading } from './AuthHeading';
import { AuthText } from './AuthText';
import { CodeInput, isCompleteCode } from './CodeInput';
import { FormAlert } from './FormAlert';
import { ResendCode } from './ResendCode';
import { usePendingSignIn } from './use-pending-sign-in';
import { useServerForm } from './use-server-form';
import { useSignInAnswer } from './use-sign-in-answer';
import { TextLink } from './TextLink';

const OTP_STEPS = ['otp'] as const;

/** How long a resent code waits: the server starts the 5 minutes again (spec 1 §9). */
const CODE_SECONDS = 5 * 60;

/** /verify-otp: the 6-digit code the server mailed (spec 1 §4, §5), with a resend every 30 seconds; then the next step or signed in. */
export function VerifyOtpPage() {
  const { t, i18n } = useTranslation('auth');
  const { pending, renew } = usePendingSignIn(OTP_STEPS);
  const [form] = Form.useForm<{ code: string }>();
  const server = useServerForm(form, { OtpCode: 'code' });
  const proceed = useSignInAnswer();
  const [sentNotice, setSentNotice] = useState<string>();
  const [destination, setDestination] = useState(pending?.destination);
  if (!pending) return null;

  const onFinish = ({ code }: { code: string }) =>
    server.submit(async () => {
      setSentNotice(undefined);
      try {
        const answer = await api.post<SignInAnswer>('/auth/verify-otp', { Email: pending.email, OtpCode: code, Session: pending.session });
        await proceed(answer, { email: pending.email, ...(pending.returnTo ? { returnTo: pending.returnTo } : {}) });
      } catch (error) {
        form.setFieldValue('code', '');
        throw error;
      }
    });

  const resend = async () => {
    setSentNotice(undefined);
    let answer: Api.OtpSent | undefined;
    const isSent = await server.submit(async () => {
      answer = await api.post<Api.OtpSent>('/auth/send-otp', { destinationType: 'email', Email: pending.email, Session: pending.session });
    });
    if (answer) {
      setSentNotice(pickSuccessMessage(answer, i18n.language));
      if (answer.destination) setDestination(answer.destination);
      // The same step, waiting five minutes more.
      const next = await authStore.applySignInAnswer(
        { session: pending.session, sessionExpiresIn: CODE_SECONDS, otpRequired: true, ...(answer.destination ? { destination: answer.destination } : {}) },
        { email: pending.email, ...(pending.returnTo ? { returnTo: pending.returnTo } : {}) },
      );
      if (next !== 'signed-in') renew(next);
    }
    return isSent;
  };

  return (
    <>
      <AuthHeading title={t('otp.title')} subtitle={destination ? <AuthText i18nKey="otp.sentTo" values={{ destination }} /> : t('otp.sentToYou')} />
      <FormAlert message={server.error} />
      <FormAlert type="success" message={sentNotice} />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)} disabled={server.isSubmitting} data-testid="otp-form">
        <Form.Item
          name="code"
          label={t('fields.code')}
          rules={[{ validator: async (_rule, value: unknown) => { if (!isCompleteCode(value)) throw new Error(t('validation.codeRequired')); } }]}
          validateTrigger="onSubmit"
        >
          <CodeInput label={t('fields.code')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={server.isSubmitting}>
          {t('otp.submit')}
        </Button>
      </Form>
      <ResendCode onResend={resend} isDisabled={server.isSubmitting} />
      <Typography.Paragraph style={{ textAlign: 'center', marginBlock: '8px 0' }}>
        <TextLink to="/login" onClick={() => authStore.clearPending()}>
          {t('otp.otherAccount')}
        </TextLink>
      </Typography.Paragraph>
    </>
  );
}
