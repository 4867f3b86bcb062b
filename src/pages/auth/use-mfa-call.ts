import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { authStore } from '../../app/session';
import type { LoginNotice } from './login-notice';
import { mfaFailure, type MfaCall } from './mfa-failure';

/**
 * Runs an MFA call of a pending sign-in: the error to show, or, when the sign-in is over (its session expired,
 * not found, its tries spent), the pending sign-in forgotten and back to /login saying why (spec 1 §4, §8).
 */
export function useMfaCall(kind: MfaCall): { isSubmitting: boolean; error?: string; run(call: () => Promise<void>): Promise<boolean> } {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (call: () => Promise<void>) => {
    setSubmitting(true);
    setError(undefined);
    try {
      await call();
      return true;
    } catch (caught) {
      const failure = mfaFailure(caught, kind, t);
      if (failure.isOver) {
        authStore.clearPending();
        navigate('/login', { replace: true, state: { notice: { message: failure.message, type: 'error' } satisfies LoginNotice } });
      } else {
        setError(failure.message);
      }
      return false;
    } finally {
      setSubmitting(false);
    }
  };
  return { isSubmitting, run, ...(error ? { error } : {}) };
}
