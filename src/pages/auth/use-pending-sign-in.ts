import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PendingSignIn } from '../../app/auth/auth-types';
import { authStore } from '../../app/session';
import type { LoginNotice } from './login-notice';

/**
 * The pending sign-in a step's page serves, as it stood when the page opened (a later answer moves the
 * sign-in on, and the page navigates itself). None, or another step's: back to /login with `missingMessage`. When
 * it stops waiting: forgotten, and back to /login saying so. `renew` takes the same step's new state (a resent code waits longer).
 */
export function usePendingSignIn(steps: readonly PendingSignIn['step'][], missingMessage?: string): { pending?: PendingSignIn; renew(next: PendingSignIn): void } {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [pending, renew] = useState(() => {
    const current = authStore.getSnapshot().pending;
    return current && steps.includes(current.step) && current.expiresAt > Date.now() ? current : undefined;
  });

  useEffect(() => {
    const toLogin = (message: string) => navigate('/login', { replace: true, state: { notice: { message, type: 'warning' } satisfies LoginNotice } });
    if (!pending) {
      toLogin(missingMessage ?? t('pending.missing'));
      return undefined;
    }
    const timer = setTimeout(() => {
      authStore.clearPending();
      toLogin(t('pending.expired'));
    }, Math.max(0, pending.expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [missingMessage, navigate, pending, t]);

  return { ...(pending ? { pending } : {}), renew };
}
