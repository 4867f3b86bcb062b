import http from 'node:http';
import { DEMO_PASSWORD } from '../../demo/demo-tenants';

/** A JSON answer; status 0 and `error` when there was none (the connection failed: the server died before answering). */
export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  error?: string;
}

const noAnswer = (error: string): ApiAnswer => ({ status: 0, body: {}, error });

/** A browser-like caller of the real server over HTTP: it keeps its cookies across restarts and echoes the CSRF token. */
export interface ApiClient {
  call(method: string, path: string, body?: unknown): Promise<ApiAnswer>;
  /** Sends a body as it is (a multipart upload), with its content type. */
  send(method: string, path: string, payload: Buffer, contentType: string): Promise<ApiAnswer>;
  /** Drops the connections of a server that was killed, so the next call opens new ones. */
  reconnect(): void;
}

const REQUEST_TIMEOUT_MS = 60_000;

/** A client of the server at baseUrl (plain HTTP on this machine, so the cookies are not Secure). */
export function createApiClient(baseUrl: string): ApiClient {
  const cookies = new Map<string, string>();
  let agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

  const keepCookies = (setCookies: string[] | undefined): void => {
    for (const line of setCookies ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      const isExpired = value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (isExpired) cookies.delete(name);
      else cookies.set(name, value);
    }
  };

  const send = (method: string, path: string, payload: Buffer | undefined, contentType: string): Promise<ApiAnswer> =>
    new Promise((resolve) => {
      const csrf = cookies.get('XSRF-TOKEN');
      const headers: http.OutgoingHttpHeaders = {
        accept: 'application/json',
        ...(cookies.size > 0 ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(csrf && method !== 'GET' ? { 'x-xsrf-token': decodeURIComponent(csrf) } : {}),
        ...(payload ? { 'content-type': contentType, 'content-length': payload.length } : {}),
      };
      const request = http.request(new URL(path, baseUrl), { method, headers, agent, timeout: REQUEST_TIMEOUT_MS }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => resolve(noAnswer(error.message)));
        response.on('end', () => {
          // An answer cut off by the kill is no answer: only a complete body acknowledges a write.
          if (!response.complete) return resolve(noAnswer('answer cut off'));
          keepCookies(response.headers['set-cookie']);
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
          } catch {
            resolve({ status: response.statusCode ?? 0, body: { unparsed: text.slice(0, 200) } });
          }
        });
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => resolve(noAnswer(error.message)));
      request.end(payload);
    });

  return {
    call: (method, path, body) => send(method, path, body === undefined ? undefined : Buffer.from(JSON.stringify(body)), 'application/json'),
    send,
    reconnect() {
      agent.destroy();
      agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    },
  };
}

/** What an answer says, for an error message. */
export function describeAnswer(answer: ApiAnswer): string {
  if (answer.status === 0) return `no answer (${answer.error ?? 'unknown'})`;
  const message = typeof answer.body.message === 'string' ? `: ${answer.body.message}` : '';
  const field = (answer.body.errors as { field?: string; message?: string }[] | undefined)?.[0];
  return `${answer.status}${typeof answer.body.code === 'string' ? ` ${answer.body.code}` : ''}${message}${field ? ` (${field.field}: ${field.message})` : ''}`;
}

/** The newest one-time code mailed to an address, from the development mailbox (it answers this machine). */
async function mailedCode(api: ApiClient, email: string): Promise<string> {
  const answer = await api.call('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const messages = answer.status === 200 ? ((answer.body.data ?? []) as { template: string | null; text: string }[]) : [];
  const code = /\b(\d{6})\b/.exec(messages.find((message) => message.template === 'otp_code')?.text ?? '')?.[1];
  if (!code) throw new Error(`no one-time code for ${email} in the development mailbox (${describeAnswer(answer)})`);
  return code;
}

/**
 * Signs in as a browser does: a CSRF token, the password, then the e-mailed one-time code. The office must not
 * require an authenticator (medical, legal, accounting and insurance do).
 */
export async function signIn(api: ApiClient, email: string, tenant: string): Promise<void> {
  await api.call('GET', '/api/auth/refresh-csrf');
  let answer = await api.call('POST', '/api/auth/login', { Email: email, Password: DEMO_PASSWORD, tenant });
  if (answer.status === 200 && answer.body.otpRequired) {
    const code = await mailedCode(api, email);
    answer = await api.call('POST', '/api/auth/verify-otp', { Email: email, OtpCode: code, Session: answer.body.session });
  }
  if (answer.status !== 200 || typeof answer.body.csrfToken !== 'string') throw new Error(`sign-in of ${email} did not finish: ${describeAnswer(answer)}`);
}
