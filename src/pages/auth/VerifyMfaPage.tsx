import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/auth/use-auth';
import { FullPageSpinner } from '../../app/chrome/FullPageSpinner';
import { keepGoogleFragment } from './google-fragment';
import { MfaSetupStep } from './MfaSetupStep';
import { MfaVerifyStep } from './MfaVerifyStep';

/**
 * /verify-mfa: the authenticator's code of a pending sign-in, or, when the office requires one the user has
 * not set up (`?setup=1`, pending step 'mfa-setup'), setting it up. A Google sign-in arrives with its pending
 * session in the fragment, which is kept and cleared first.
 */
export function VerifyMfaPage() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const { pending } = useAuth();
  const [isReady, setReady] = useState(() => !window.location.hash.includes('session='));

  useEffect(() => {
    if (isReady) return;
    void keepGoogleFragment().finally(() => setReady(true));
  }, [isReady]);

  if (!isReady) return <FullPageSpinner label={t('google.completing')} />;
  const isSetup = pending ? pending.step === 'mfa-setup' : search.get('setup') === '1';
  return isSetup ? <MfaSetupStep /> : <MfaVerifyStep />;
}
