import i18next from 'i18next';
import { createApiClient } from '../api/api-client';
import type { AuthLostReason } from '../api/api-client-options';
import { createAuthStore } from './auth/auth-store';
import { readTenantHint } from './auth/tenant-hint';
import { navigateOutside } from './routing/navigate-outside';
import { loginPathFor } from './routing/login-path';

/** Whether this page was opened with the testing bypass the server allows (decision 6). */
export function isTestingBypass(): boolean {
  return authStore.getSnapshot().testingBypassAllowed && new URLSearchParams(window.location.search).get('testing') === 'true';
}

function onAuthLost(reason: AuthLostReason): void {
  if (isTestingBypass()) return;
  authStore.clear(reason);
  if (window.location.pathname !== '/login') navigateOutside(loginPathFor(window.location), { replace: true });
}

/** The tab's auth state. */
export const authStore = createAuthStore(() => api);

/** The tab's API client: the current language, the office of this address, the access token, and what to do when the session is lost. */
export const api = createApiClient({
  getLanguage: () => i18next.language || 'he',
  getTenant: () => {
    const { tenant, pending } = authStore.getSnapshot();
    if (tenant) return { id: tenant.tenantId, subdomain: tenant.tenantSubdomain };
    if (pending?.office) return { subdomain: pending.office.slug };
    const hint = readTenantHint();
    return hint ? { subdomain: hint } : null;
  },
  getAccessToken: () => authStore.accessToken(),
  getUsername: () => authStore.getSnapshot().user?.email,
  isSignedIn: () => authStore.getSnapshot().phase === 'signed-in',
  onAuthLost,
  onSessionRefreshed: (answer) => authStore.applyRefresh(answer),
});
