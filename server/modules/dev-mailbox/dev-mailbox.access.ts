import type { FastifyReply, FastifyRequest } from 'fastify';

/** Who may read the development mailbox: nobody, only this machine (the default), or anyone who reaches the server. */
export type DevMailboxAccess = 'off' | 'local' | 'open';

/** The settings DEV_MAILBOX accepts. */
export const DEV_MAILBOX_ACCESS: readonly DevMailboxAccess[] = ['off', 'local', 'open'];

// Headers a proxy adds when it hands on someone else's request: from the proxy's loopback it is still not this machine's.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'] as const;

/** Whether an address is this machine's own (127.0.0.0/8, ::1, or either written as IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * Whether a request came from this machine itself: the connection's own address (never request.ip, which
 * TRUST_PROXY takes from X-Forwarded-For) is a loopback one, and no proxy says it forwarded the request.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** An onRequest hook that answers as an unknown path does to a request not from this machine, so the network learns nothing. */
export function thisMachineOnly(access: DevMailboxAccess) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (access === 'local' && !isFromThisMachine(request)) return reply.callNotFound();
  };
}

/** The start-up line about the mailbox, which says who can read it. */
export function mailboxNotice(access: DevMailboxAccess, publicUrl: string): string {
  if (access === 'off') return 'the development mailbox is off';
  if (access === 'open') return `read it at ${publicUrl}/dev/mailbox, open to anyone who reaches this server (DEV_MAILBOX=open)`;
  return `read it at ${publicUrl}/dev/mailbox from this machine only; DEV_MAILBOX=open opens it to the network`;
}
