import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pickSuccessMessage } from '../../api/messages';
import { FullPageSpinner } from '../../app/chrome/FullPageSpinner';
import { api } from '../../app/session';
import { AuthHeading } from './AuthHeading';
import { errorText } from './error-text';
import { FormAlert } from './FormAlert';
import { ResendConfirmation } from './ResendConfirmation';
import { runOnce } from './run-once';
import { Quiet } from './Quiet';

type Outcome = { kind: 'confirmed'; message: string } | { kind: 'failed'; message: string };

/** /auth/confirm?token=: confirms the address of the mailed link; then the way to log in, or why not and a new link. */
export function ConfirmEmailPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>();

  useEffect(() => {
    if (!token) return;
    // A link's token works once: a second effect run must share the first call's answer.
    runOnce(`confirm:${token}`, () => api.post('/auth/confirm-email', { token })).then(
      (answer) => setOutcome({ kind: 'confirmed', message: pickSuccessMessage(answer, i18n.language) }),
      (error: unknown) => setOutcome({ kind: 'failed', message: errorText(error, i18n.language) }),
    );
  }, [i18n.language, token]);

  if (token && !outcome) return <FullPageSpinner label={t('confirm.checking')} />;
  if (outcome?.kind === 'confirmed') {
    return (
      <Result
        status="success"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('confirm.successTitle')}</h1>}
        subTitle={
          <Quiet>
            <span role="status">{outcome.message}</span>
          </Quiet>
        }
        extra={
          <Button type="primary" size="large" onClick={() => navigate('/login')}>
            {t('confirm.login')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <AuthHeading title={t('confirm.failedTitle')} />
      <FormAlert message={outcome?.message ?? t('confirm.missingToken')} />
      <ResendConfirmation />
    </>
  );
}
