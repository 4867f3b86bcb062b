import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { withContext } from '../../db/context';
import type { Database } from '../../db/schema';
import type { TestAgent } from '../../testing/test-agent';
import { NOTIFICATIONS_BASE } from './notifications.routes';

/** Hebrew letters: a message in Hebrew has some. */
export const HEBREW = /[א-ת]/;

/** A call to the notifications API as a signed-in agent; state-changing calls carry the CSRF token. */
export function notificationsApi(agent: TestAgent) {
  return {
    get: (path = '') => agent.request({ method: 'GET', url: `${NOTIFICATIONS_BASE}${path}` }),
    post: (path: string) => agent.request({ method: 'POST', url: `${NOTIFICATIONS_BASE}${path}`, payload: {}, csrf: true }),
  };
}

/** Writes a notification straight into an office, through any database handle (another connection, another process's). */
export async function insertNotification(db: Kysely<Database>, tenantId: string, userId: string, en: string): Promise<string> {
  return withContext(db, { tenantId }, async (trx) => {
    const message = JSON.stringify({ he: `הודעה ${en}`, en, es: en });
    return (await trx.insertInto('notifications').values({ tenant_id: tenantId, user_id: userId, kind: 'test', severity: 'warning', message, link: '/tasks' }).returning('id').executeTakeFirstOrThrow()).id;
  });
}

/** One server-sent event as a stream delivered it. */
export interface StreamEvent {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
  retry?: string;
}

function parseEvent(block: string): StreamEvent {
  const event: StreamEvent = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) event.comment = line.slice(1).trim();
    const match = /^(id|event|data|retry): ?(.*)$/.exec(line);
    if (match) event[match[1] as 'id' | 'event' | 'data' | 'retry'] = match[2]!;
  }
  return event;
}

/** The address the app listens on, listening first if it does not yet. */
async function addressOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Waits for a condition, checking every 20 ms, up to `ms`. */
export async function waitUntil(condition: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** An open notifications stream of an agent over real HTTP, as a browser's EventSource opens it, and the events it got. */
export async function openStream(app: FastifyInstance, agent: TestAgent, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${await addressOf(app)}${NOTIFICATIONS_BASE}/stream`, { headers: { cookie, accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: StreamEvent[] = [];
  let isEnded = false;
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        events.push(parseEvent(buffer.slice(0, end)));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      isEnded = true;
    });
  return {
    response,
    events,
    /** The notifications received, as the API's objects. */
    notifications: () => events.filter((event) => event.event === 'notification').map((event) => ({ eventId: event.id!, ...(JSON.parse(event.data!) as { id: string; message: { en: string } }) })),
    isEnded: () => isEnded,
    close: () => controller.abort(),
  };
}
