import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** A client for app.inject that keeps its cookies between calls, as a browser does. */
export interface TestAgent {
  cookies: Map<string, string>;
  /** The CSRF token from the XSRF-TOKEN cookie, if any. */
  csrf(): string | undefined;
  request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse>;
}

/** A cookie-keeping client; with `csrf: true` a call carries X-XSRF-TOKEN from the cookie. */
export function createAgent(app: FastifyInstance, host = 'localhost'): TestAgent {
  const cookies = new Map<string, string>();
  const agent: TestAgent = {
    cookies,
    csrf: () => cookies.get('XSRF-TOKEN'),
    async request({ csrf, ...options }) {
      const cookieHeader = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const token = agent.csrf();
      const response = await app.inject({
        ...options,
        headers: {
          host,
          ...(cookieHeader ? { cookie: cookieHeader } : {}),
          ...(csrf && token ? { 'x-xsrf-token': token } : {}),
          ...(options.headers ?? {}),
        },
      });
      for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
        const expired = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
        if (expired) cookies.delete(cookie.name);
        else cookies.set(cookie.name, cookie.value);
      }
      return response;
    },
  };
  return agent;
}
