import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SignInAnswer } from '../../app/auth/auth-types';
import { authStore } from '../../app/session';
import { pickSuccessMessage } from '../../api/messages';
import { useNotify } from '../../notifications/notifications';
import { nextStepPath } from './next-step';

/** Where a sign-in answer came from, and where the sign-in goes once complete. */
export interface SignInContext {
  email: string;
  returnTo?: string;
}

/**
 * Takes a sign-in step's answer (spec 1 §4): keeps a pending sign-in and opens its next step's page, or, signed
 * in, says so ("Login successful", the server's words) and goes where the sign-in was going (/dashboard).
 */
export function useSignInAnswer(): (answer: SignInAnswer, context: SignInContext) => Promise<void> {
  const navigate = useNavigate();
  const notify = useNotify();
  const { i18n } = useTranslation();
  return useCallback(
    async (answer, context) => {
      const result = await authStore.applySignInAnswer(answer, context);
      if (result === 'signed-in') notify({ message: pickSuccessMessage(answer, i18n.language), severity: 'success' });
      const returnTo = result === 'signed-in' ? context.returnTo : undefined;
      navigate(nextStepPath(result, returnTo), { replace: true });
    },
    [i18n.language, navigate, notify],
  );
}
