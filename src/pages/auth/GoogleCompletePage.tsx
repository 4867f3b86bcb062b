import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../app/chrome/FullPageSpinner';
import { safeReturnPath } from '../../app/routing/login-path';
import { authStore } from '../../app/session';
import { AFTER_SIGN_IN } from './next-step';
import { runOnce } from './run-once';

/**
 * /auth/google/complete: Google signed the user in and the server set the session cookies; the status is read
 * and the browser goes where the sign-in was going. Not signed in after all: back to login, saying Google failed.
 */
export function GoogleCompletePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = safeReturnPath(search.get('returnTo'));

  useEffect(() => {
    void runOnce('google-complete', () => authStore.checkStatus()).then((state) =>
      navigate(state.phase === 'signed-in' ? (returnTo ?? AFTER_SIGN_IN) : '/login?error=google', { replace: true }),
    );
  }, [navigate, returnTo]);

  return <FullPageSpinner label={t('google.completing')} />;
}
