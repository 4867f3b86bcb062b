import type { ApiClient, SessionRefreshAnswer } from '../../api/api-client-options';
import type { AuthState, PendingSignIn, SignInStep, StatusAnswer } from './auth-types';
import { readPendingSignIn, writePendingSignIn } from './pending-sign-in';
import { rememberTenant } from './tenant-hint';

/** The auth state of a tab and what changes it; React reads it through useSyncExternalStore. */
export interface AuthStore {
  getSnapshot(): AuthState;
  subscribe(listener: () => void): () => void;
  /** The short-lived access token of the last sign-in or refresh, kept in memory only. */
  accessToken(): string | undefined;
  /** The application start's status check (spec 1 §4): asked once, however many callers start it. */
  start(): Promise<AuthState>;
  /** Asks the server who is signed in, again. */
  checkStatus(): Promise<AuthState>;
  /** Takes a sign-in step's answer: waiting for another step, or signed in (then the status is read). */
  applySignInAnswer(answer: SignInStep, context: { email: string; returnTo?: string }): Promise<PendingSignIn | 'signed-in'>;
  /** Keeps new tokens after a session refresh. */
  applyRefresh(answer: SessionRefreshAnswer): void;
  /** Ends the pending sign-in (expired, cancelled). */
  clearPending(): void;
  /** Signs out on the server, then forgets everything here. */
  signOut(): Promise<void>;
  /** Forgets the session here only: the server already refused it. */
  clear(reason: NonNullable<AuthState['lostReason']>): void;
}

const INITIAL: AuthState = { phase: 'checking', tenants: [], testingBypassAllowed: false, passwordChangeRequired: false };

/** The step a waiting answer asks for. */
function pendingStep(answer: SignInStep): PendingSignIn['step'] | undefined {
  if (answer.otpRequired || answer.requiresOtp) return 'otp';
  if (answer.mfaRequired) return answer.mfaSetupRequired ? 'mfa-setup' : 'mfa';
  return undefined;
}

/** Builds the auth store; `api` is asked for lazily, since the client itself reads the store. */
export function createAuthStore(api: () => ApiClient): AuthStore {
  let state: AuthState = { ...INITIAL, ...(typeof window === 'undefined' ? {} : { pending: readPendingSignIn() }) };
  let token: string | undefined;
  let started: Promise<AuthState> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: AuthState): AuthState => {
    state = next;
    for (const listener of listeners) listener();
    return state;
  };

  const fromStatus = (answer: StatusAnswer): AuthState => {
    const base = { ...state, testingBypassAllowed: answer.testingBypassAllowed === true };
    if (!answer.isAuthenticated || !answer.user) return { ...base, phase: 'signed-out', user: undefined, tenant: undefined, tenants: [], passwordChangeRequired: false };
    if (answer.tenant) rememberTenant(answer.tenant.tenantSubdomain);
    return {
      ...base,
      phase: 'signed-in',
      user: answer.user,
      tenant: answer.tenant,
      tenants: answer.tenants ?? [],
      passwordChangeRequired: answer.passwordChangeRequired === true,
      expiresIn: answer.expiresIn,
      pending: undefined,
      lostReason: undefined,
    };
  };

  const store: AuthStore = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accessToken: () => token,
    start: () => (started ??= store.checkStatus()),
    async checkStatus() {
      try {
        return set(fromStatus(await api().get<StatusAnswer>('/auth/status')));
      } catch (error) {
        // The server could not say: treat the visitor as signed out, and let the page show why if it needs to.
        console.warn('Could not read the session status', error);
        return set({ ...state, phase: state.phase === 'checking' ? 'signed-out' : state.phase });
      }
    },
    async applySignInAnswer(answer, context) {
      const step = pendingStep(answer);
      if (step && answer.session) {
        const pending: PendingSignIn = {
          step,
          session: answer.session,
          email: context.email,
          expiresAt: Date.now() + (answer.sessionExpiresIn ?? 300) * 1000,
          ...(answer.destination ? { destination: answer.destination } : {}),
          ...((answer.office ?? state.pending?.office) ? { office: answer.office ?? state.pending?.office } : {}),
          ...((context.returnTo ?? state.pending?.returnTo) ? { returnTo: context.returnTo ?? state.pending?.returnTo } : {}),
        };
        writePendingSignIn(pending);
        // The office the server named is the one being signed in to: its brand, not a remembered other one's, shows from now on.
        if (pending.office) rememberTenant(pending.office.slug);
        set({ ...state, phase: 'signed-out', pending });
        return pending;
      }
      token = answer.accessToken;
      writePendingSignIn(undefined);
      await store.checkStatus();
      return 'signed-in';
    },
    applyRefresh(answer) {
      if (answer.accessToken) token = answer.accessToken;
      if (answer.expiresIn) set({ ...state, expiresIn: answer.expiresIn });
    },
    clearPending() {
      writePendingSignIn(undefined);
      set({ ...state, pending: undefined });
    },
    async signOut() {
      try {
        await api().post('/auth/logout');
      } finally {
        // Spec 1 §4: logout resets the state and removes the stored tenant context.
        rememberTenant(undefined);
        store.clear('signed-out');
      }
    },
    clear(reason) {
      token = undefined;
      writePendingSignIn(undefined);
      set({ ...INITIAL, phase: 'signed-out', testingBypassAllowed: state.testingBypassAllowed, lostReason: reason });
    },
  };
  return store;
}
