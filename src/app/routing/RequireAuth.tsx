import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../chrome/FullPageSpinner';
import { useAuth } from '../auth/use-auth';
import { useOffice } from '../office/office-context';
import { isTestingBypass } from '../session';
import { loginPathFor } from './login-path';

/** How long the guard shows its spinner before sending a signed-out visitor to the login page (spec 1 §2). */
export const GUARD_SPINNER_MS = 500;

/** Where a session whose password expired must go first: the security tab, to change it. */
const PASSWORD_CHANGE_PATH = '/profile?tab=security&passwordExpired=1';

/**
 * The authentication guard (spec 1 §2): a spinner for about 500 ms, then the login page remembering where the
 * visitor was. `testing=true` lets the page through only when the server allows the bypass (decision 6).
 * While the signed-in user's office configuration loads it says so (spec 1 §4).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const office = useOffice();
  const location = useLocation();
  const { t } = useTranslation('shell');
  const [hasWaited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), GUARD_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (auth.phase === 'signed-in') {
    if (auth.passwordChangeRequired && location.pathname !== '/profile') return <Navigate to={PASSWORD_CHANGE_PATH} replace />;
    if (office.isLoading && !office.office) return <FullPageSpinner label={t('loadingOffice')} />;
    return <>{children}</>;
  }
  if (auth.phase !== 'checking' && isTestingBypass()) return <>{children}</>;
  if (auth.phase === 'checking' || !hasWaited) return <FullPageSpinner label={t('checkingSession')} />;
  return <Navigate to={loginPathFor(location)} replace />;
}
