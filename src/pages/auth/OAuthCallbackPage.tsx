import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { SignInAnswer } from '../../app/auth/auth-types';
import { FullPageSpinner } from '../../app/chrome/FullPageSpinner';
import { api } from '../../app/session';
import { AuthHeading } from './AuthHeading';
import { errorText } from './error-text';
import { FormAlert } from './FormAlert';
import { runOnce } from './run-once';
import { useSignInAnswer } from './use-sign-in-answer';
import { TextLink } from './TextLink';

/** The provider's answer the API takes back (server/modules/google/google.schemas.ts, callbackBody). */
const ANSWER_FIELDS = ['code', 'state', 'iss', 'scope', 'authuser', 'prompt', 'hd', 'session_state'] as const;

/**
 * /oauth/callback: Google returns here when the sign-in completes at the client (completeAt client): its code
 * and state go to POST /api/auth/google/callback, whose answer is a login's (next step, or signed in).
 */
export function OAuthCallbackPage() {
  const { t, i18n } = useTranslation('auth');
  const [search] = useSearchParams();
  const proceed = useSignInAnswer();
  const [error, setError] = useState<string>();
  const code = search.get('code');
  const state = search.get('state');

  useEffect(() => {
    if (!code || !state) return;
    const body = Object.fromEntries(ANSWER_FIELDS.flatMap((field) => (search.get(field) ? [[field, search.get(field)]] : [])));
    runOnce(`oauth:${state}`, () => api.post<SignInAnswer>('/auth/google/callback', body))
      .then((answer) => proceed(answer, { email: answer.user?.email ?? '' }))
      .catch((caught: unknown) => setError(errorText(caught, i18n.language)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a provider's answer is used once
  }, [code, state]);

  const refusal = !code || !state ? (search.get('error_description') ?? t('google.reasons.cancelled')) : undefined;
  const shown = refusal ?? error;
  if (!shown) return <FullPageSpinner label={t('google.completing')} />;
  return (
    <>
      <AuthHeading title={t('login.googleFailed')} />
      <FormAlert message={shown} />
      <TextLink to="/login">{t('backToLogin')}</TextLink>
    </>
  );
}
