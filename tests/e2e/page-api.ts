import type { Page } from 'playwright-core';

/** An API answer as the page received it: its status and its JSON body. */
export interface PageAnswer<Body = Record<string, unknown>> {
  status: number;
  body: Body;
}

/** One API call from inside the page, as the web app makes it: same origin, its cookies, the CSRF cookie echoed in X-XSRF-TOKEN. */
export function callApiFromPage<Body = Record<string, unknown>>(page: Page, method: string, path: string, body?: unknown): Promise<PageAnswer<Body>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(path, { method, headers: { 'content-type': 'application/json', 'x-xsrf-token': csrf }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  ) as Promise<PageAnswer<Body>>;
}

/** What GET /api/auth/status says of the page's session (server/modules/auth/auth.views.ts). */
export interface SessionStatus {
  isAuthenticated: boolean;
  user?: { email: string; role: string; isMfaEnabled: boolean };
  tenant?: { tenantSubdomain: string; tenantName: string };
}

/** The page's session as the server sees it. */
export async function sessionStatus(page: Page): Promise<SessionStatus> {
  return (await callApiFromPage<SessionStatus>(page, 'GET', '/api/auth/status')).body;
}
