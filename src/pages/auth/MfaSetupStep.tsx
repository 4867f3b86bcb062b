import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Api from '../../api/generated/api-types';
import type { SignInAnswer } from '../../app/auth/auth-types';
import { FullPageSpinner } from '../../app/chrome/FullPageSpinner';
import { api } from '../../app/session';
import { AuthHeading } from './AuthHeading';
import { FormAlert } from './FormAlert';
import { MfaCodeForm } from './MfaCodeForm';
import { forgetRun, runOnce } from './run-once';
import { SecretText } from './SecretText';
import { useMfaCall } from './use-mfa-call';
import { usePendingSignIn } from './use-pending-sign-in';
import { useSignInAnswer } from './use-sign-in-answer';

/** What POST /api/users/auth/mfa/setup answers (server/modules/mfa/mfa.schemas.ts). */
type SetupAnswer = Api.MfaSetup;

const SETUP_STEPS = ['mfa-setup'] as const;

/**
 * Setting up the authenticator the office requires, during sign-in (pending step 'mfa-setup'): the QR code and
 * the secret for typing by hand, then the app's first code confirms it and the sign-in completes.
 */
export function MfaSetupStep() {
  const { t } = useTranslation('auth');
  const { pending } = usePendingSignIn(SETUP_STEPS, t('mfa.errors.setupSessionNotFound'));
  const starting = useMfaCall('setup');
  const confirming = useMfaCall('confirm');
  const proceed = useSignInAnswer();
  const [setup, setSetup] = useState<SetupAnswer>();
  const [attempt, setAttempt] = useState(0);
  const session = pending?.session;
  const username = pending?.email;
  const startRun = starting.run;

  useEffect(() => {
    if (!session) return;
    // One secret per set-up: a second effect run must not replace the one shown.
    const key = `mfa-setup:${session}`;
    void startRun(async () => {
      try {
        setSetup(await runOnce(key, () => api.post<SetupAnswer>('/users/auth/mfa/setup', { session, ...(username ? { username } : {}) })));
      } catch (error) {
        forgetRun(key);
        throw error;
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- started once per session; startRun changes every render
  }, [session, username, attempt]);

  if (!pending) return null;
  const onCode = (code: string) =>
    confirming.run(async () => {
      const answer = await api.post<SignInAnswer>('/users/auth/mfa/confirm', { session: setup?.session ?? pending.session, code, ...(pending.email ? { username: pending.email } : {}) });
      await proceed(answer, { email: pending.email, ...(pending.returnTo ? { returnTo: pending.returnTo } : {}) });
    });

  return (
    <>
      <AuthHeading title={t('mfa.setupTitle')} subtitle={t('mfa.setupIntro')} />
      <FormAlert message={starting.error ?? confirming.error} />
      {!setup ? (
        starting.error ? (
          <Button block onClick={() => setAttempt((count) => count + 1)}>
            {t('mfa.restart')}
          </Button>
        ) : (
          <FullPageSpinner label={t('mfa.preparing')} />
        )
      ) : (
        <Flex vertical gap={16}>
          <Flex vertical align="center" gap={8}>
            <Typography.Text strong>{t('mfa.scan')}</Typography.Text>
            <img src={setup.qrCode} alt={t('mfa.qrAlt')} width={200} height={200} style={{ background: '#fff', borderRadius: 8 }} data-testid="mfa-qr" />
          </Flex>
          <div>
            <Typography.Paragraph style={{ marginBlockEnd: 4 }}>{t('mfa.manual')}</Typography.Paragraph>
            <SecretText secret={setup.secret} />
          </div>
          <MfaCodeForm submitLabel={t('mfa.confirm')} isSubmitting={confirming.isSubmitting} onCode={onCode} label={t('mfa.enterCode')} />
        </Flex>
      )}
    </>
  );
}
