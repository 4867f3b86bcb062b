import type { FastifyRequest } from 'fastify';

/** Where a call came from, kept apart from the request so that work finishing after the answer can still say so. */
export interface CallOrigin {
  ip: string;
  userAgent: string | null;
}

/** The origin of a request, as the audit and the security history keep it. */
export function originOf(request: FastifyRequest): CallOrigin {
  return { ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 500) || null };
}
