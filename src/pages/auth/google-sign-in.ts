import type * as Api from '../../api/generated/api-types';
import { api } from '../../app/session';

/** What POST /api/auth/google/login answers. */
type GoogleStart = Api.GoogleStart;

/**
 * Starts signing in with Google (server/modules/google/google.routes.ts): the server answers Google's address
 * and the browser goes there; Google comes back to the server, which sends the browser on to
 * /auth/google/complete, /verify-mfa or /login?error=google. Throws the server's refusal (not configured…).
 */
export async function startGoogleSignIn(options: { returnTo?: string; tenant?: string }, go: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  const answer = await api.post<GoogleStart>('/auth/google/login', {
    completeAt: 'server',
    ...(options.returnTo ? { returnTo: options.returnTo } : {}),
    ...(options.tenant ? { tenant: options.tenant } : {}),
  });
  go(answer.authorizationUrl);
}
