import { safeReturnPath } from '../../app/routing/login-path';
import { authStore } from '../../app/session';

/**
 * Keeps the pending sign-in a Google return put in the fragment of /verify-mfa
 * (`?via=google&setup=1&returnTo=…#session=…&sessionExpiresIn=…`, server/modules/google/google-redirects.ts),
 * then clears the fragment from the address. Answers whether there was one.
 */
export async function keepGoogleFragment(location: Pick<Location, 'hash' | 'search' | 'pathname'> = window.location, history: Pick<History, 'state' | 'replaceState'> = window.history): Promise<boolean> {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const session = fragment.get('session');
  if (!session) return false;
  const search = new URLSearchParams(location.search);
  const expiresIn = Number(fragment.get('sessionExpiresIn'));
  const returnTo = safeReturnPath(search.get('returnTo'));
  // The session must not stay in the address bar, the history or a bookmark.
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  await authStore.applySignInAnswer(
    { session, ...(expiresIn > 0 ? { sessionExpiresIn: expiresIn } : {}), mfaRequired: true, mfaSetupRequired: search.get('setup') === '1' },
    { email: '', ...(returnTo ? { returnTo } : {}) },
  );
  return true;
}
