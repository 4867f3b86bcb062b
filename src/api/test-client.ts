import { createApiClient } from './api-client';
import type { ApiClient, ApiClientOptions, AuthLostReason } from './api-client-options';
import type { ScriptedServer } from './scripted-server';

/** A client wired to a scripted server, with the state a test controls and what the client did. */
export interface TestClient {
  readonly client: ApiClient;
  readonly delays: number[];
  readonly authLost: AuthLostReason[];
  readonly state: { csrfToken?: string; accessToken?: string; username?: string; language: string };
}

/** Builds a client for tests: no real waits (delays are recorded), a CSRF token and session the test controls. */
export function makeTestClient(server: ScriptedServer, overrides: Partial<ApiClientOptions> = {}): TestClient {
  const delays: number[] = [];
  const authLost: AuthLostReason[] = [];
  const state: TestClient['state'] = { csrfToken: 'csrf-1', username: 'dana@example.com', language: 'he' };
  const client = createApiClient({
    baseUrl: server.baseUrl,
    getLanguage: () => state.language,
    getCsrfToken: () => state.csrfToken,
    setCsrfToken: (token) => (state.csrfToken = token),
    getAccessToken: () => state.accessToken,
    getUsername: () => state.username,
    onAuthLost: (reason) => authLost.push(reason),
    sleep: async (ms) => {
      delays.push(ms);
    },
    ...overrides,
  });
  return { client, delays, authLost, state };
}
