import { useSyncExternalStore } from 'react';
import type { AuthState } from './auth-types';
import { authStore } from '../session';

/** The tab's auth state, re-rendering on change. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, authStore.getSnapshot);
}
