import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SignInAnswer } from '../../app/auth/auth-types';
import { api, authStore } from '../../app/session';
import { AuthHeading } from './AuthHeading';
import { FormAlert } from './FormAlert';
import { MfaCodeForm } from './MfaCodeForm';
import { useMfaCall } from './use-mfa-call';
import { usePendingSignIn } from './use-pending-sign-in';
import { useSignInAnswer } from './use-sign-in-answer';
import { TextLink } from './TextLink';

const MFA_STEPS = ['mfa'] as const;

/** The authenticator step of a sign-in (pending step 'mfa'): the app's 6-digit code, then signed in. */
export function MfaVerifyStep() {
  const { t } = useTranslation('auth');
  const { pending } = usePendingSignIn(MFA_STEPS, t('mfa.errors.noSession'));
  const call = useMfaCall('verify');
  const proceed = useSignInAnswer();
  if (!pending) return null;

  const onCode = (code: string) =>
    call.run(async () => {
      const answer = await api.post<SignInAnswer>('/users/auth/mfa/verify', { session: pending.session, code, ...(pending.email ? { username: pending.email } : {}) });
      await proceed(answer, { email: pending.email, ...(pending.returnTo ? { returnTo: pending.returnTo } : {}) });
    });

  return (
    <>
      <AuthHeading title={t('mfa.title')} subtitle={t('mfa.subtitle')} />
      <FormAlert message={call.error} />
      <MfaCodeForm submitLabel={t('mfa.submit')} isSubmitting={call.isSubmitting} onCode={onCode} />
      <Typography.Paragraph style={{ textAlign: 'center', marginBlock: '16px 0' }}>
        <TextLink to="/login" onClick={() => authStore.clearPending()}>
          {t('otp.otherAccount')}
        </TextLink>
      </Typography.Paragraph>
    </>
  );
}
