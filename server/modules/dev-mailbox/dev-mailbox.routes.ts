import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import type { ServerConfig } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { isLoopbackAddress, type DevMailboxAccess } from './dev-mailbox.access';
import { renderMailboxPage } from './dev-mailbox.page';
import { listMailboxMessages } from './dev-mailbox.queries';
import { listMailboxSchema, mailboxPageSchema } from './dev-mailbox.schemas';

/** How many messages the mailbox shows. */
export const MAILBOX_LIMIT = 100;

// Headers a proxy adds when it hands on someone else's request: from the proxy's loopback it is still not this machine's.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'] as const;

/**
 * Whether a request came from this machine itself: the connection's own address (never request.ip, which
 * TRUST_PROXY takes from X-Forwarded-For) is a loopback one, and no proxy says it forwarded the request.
 */
function isFromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** An onRequest hook that answers as an unknown path does to a request not from this machine, so the network learns nothing. */
function thisMachineOnly(access: DevMailboxAccess) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (access === 'local' && !isFromThisMachine(request)) return reply.callNotFound();
  };
}

// Read by the auth and conformance suites: these routes need no session.
const PUBLIC_ROUTE = { public: true };

// Sign-in codes and reset links: never cached, never sent on as a referrer.
function privateHeaders(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('x-content-type-options', 'nosniff');
}

/**
 * The development mailbox: the mail outbox as JSON (`GET /api/dev/mailbox`) and as a page (`GET /dev/mailbox`),
 * registered only outside production and unless DEV_MAILBOX=off, so there both are 404s. By default
 * (DEV_MAILBOX=local) they answer only this machine: a plain `npm start` listens on every interface.
 */
export async function devMailboxRoutes(instance: FastifyInstance, { database, config }: { database: DatabaseHandle; config: Pick<ServerConfig, 'isProduction' | 'devMailbox'> }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  if (config.isProduction || config.devMailbox === 'off') return;
  const onRequest = thisMachineOnly(config.devMailbox);

  app.get('/api/dev/mailbox', { schema: listMailboxSchema, config: PUBLIC_ROUTE, onRequest }, async (request, reply) => {
    privateHeaders(reply);
    const data = await listMailboxMessages(database.db, { to: request.query.to || undefined, limit: MAILBOX_LIMIT });
    return { success: true as const, data };
  });

  app.get('/dev/mailbox', { schema: mailboxPageSchema, config: PUBLIC_ROUTE, onRequest }, async (request, reply) => {
    const to = request.query.to || undefined;
    const messages = await listMailboxMessages(database.db, { to, limit: MAILBOX_LIMIT });
    privateHeaders(reply);
    // The page loads nothing: no scripts at all, only its own inline style, forms back to itself.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
    return reply.type('text/html; charset=utf-8').send(renderMailboxPage(messages, { to, limit: MAILBOX_LIMIT }));
  });
}
