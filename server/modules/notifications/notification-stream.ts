import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { OfficeContext } from '../../context/office-context';
import type { NotificationHub } from './notification-hub';
import { notificationsMissed, type PlacedNotification } from './notifications.service';
import { isSessionLive } from './stream-session';

/** How often a stream says it is alive (a comment), so that proxies keep it open; the session is checked then too. */
export const PING_MS = 25_000;

/** How long a browser waits before it reconnects a dropped stream (the `retry:` advice). */
export const RETRY_MS = 5_000;

/** How many ids a stream remembers, so that a notification both missed and pushed live is sent once. */
const REMEMBERED = 500;

/** A stream's caller and its connection, which the route has taken over from the framework. */
export interface StreamCall {
  ctx: OfficeContext;
  sessionId: string;
  userId: string;
  lastEventId: string | undefined;
  /** The headers the app set for every answer (the security headers). */
  headers: OutgoingHttpHeaders;
  request: IncomingMessage;
  response: ServerResponse;
}

/**
 * Answers a request with the caller's notifications as server-sent events: `retry:` advice, then what was written
 * since Last-Event-ID, then each new one as it is written (event `notification`, id its resume point), a `: ping`
 * comment every `pingMs`. Ends when the browser goes, the session ends (checked at each ping) or the server shuts down.
 */
export async function streamNotifications(call: StreamCall, hub: NotificationHub, pingMs = PING_MS): Promise<void> {
  const { ctx, lastEventId } = call;
  const raw = call.response;
  // The security headers the app set for every answer go with the stream's own; the connection is the stream's
  // alone and closes with it (kept alive, it would hold the server's shutdown until its keep-alive timeout).
  raw.writeHead(200, { ...call.headers, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no', connection: 'close' });
  raw.write(`retry: ${RETRY_MS}\n\n`);

  let isOpen = true;
  let timer: NodeJS.Timeout | undefined = undefined;
  let remove: (() => void) | undefined;
  const sent = new Set<string>();
  const send = ({ view, eventId }: PlacedNotification) => {
    if (!isOpen || sent.has(view.id)) return;
    sent.add(view.id);
    if (sent.size > REMEMBERED) sent.delete(sent.values().next().value!);
    raw.write(`id: ${eventId}\nevent: notification\ndata: ${JSON.stringify(view)}\n\n`);
  };
  const end = () => {
    if (!isOpen) return;
    isOpen = false;
    clearInterval(timer);
    remove?.();
    raw.end();
  };
  call.request.on('close', end);

  try {
    const removeSink = await hub.add({ tenantId: ctx.tenant.id, userId: call.userId, send, close: end });
    if (!isOpen) return removeSink();
    remove = removeSink;
    if (lastEventId) for (const missed of await notificationsMissed(ctx, lastEventId)) send(missed);
  } catch {
    // No listener (the database is closing): end, and let the browser try again after the advised delay.
    return end();
  }
  timer = setInterval(() => {
    void isSessionLive(ctx.db, call.sessionId, call.userId)
      .then((isLive) => (isLive ? isOpen && raw.write(': ping\n\n') : end()))
      .catch(() => undefined);
  }, pingMs);
}
