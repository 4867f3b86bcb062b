import type { FastifyRequest } from 'fastify';
import type { OfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import type { Membership } from '../http/request-context';
import { httpError } from '../plugins/errors';
import { inOfficeOf } from './office-resolution';
import type { Actor, CallContext, OfficeContext, Origin } from './office-context';
import type { OwnContext } from './own-context';
import { requestLanguage } from './request-language';

/** Where a request came from. */
export function originOfRequest(request: FastifyRequest): Origin {
  return { ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 500) || null };
}

function actorOfRequest(request: FastifyRequest): Actor {
  if (!request.auth) return { kind: 'anonymous' };
  const membership = request.tenant;
  return membership
    ? { kind: 'member', userId: request.auth.userId, role: membership.role, professionalRole: membership.professionalRole }
    : { kind: 'user', userId: request.auth.userId };
}

const officeContexts = new WeakMap<FastifyRequest, OfficeContext>();
const callContexts = new WeakMap<FastifyRequest, CallContext>();

/** The context of a request's work before (or without) an office: the signed-in user, or an anonymous caller. */
export function callContextOf(request: FastifyRequest): CallContext {
  const known = officeContexts.get(request) ?? callContexts.get(request);
  if (known) return known;
  const ctx: CallContext = { db: request.server.database.db, mailer: request.server.mailer, actor: actorOfRequest(request), origin: originOfRequest(request), language: requestLanguage(request) };
  callContexts.set(request, ctx);
  return ctx;
}

/** An office context for a member of an office, its configuration resolved when first read. */
export function memberOfficeContext(base: CallContext, membership: Membership, catalog: OfficeTypeCatalog): OfficeContext {
  const tenant = { id: membership.tenantId, slug: membership.slug, name: membership.name, officeType: membership.officeType };
  return inOfficeOf(base, tenant, catalog, membership.overrides);
}

/**
 * The office context of a request that acts in an office: built once per request (the guards plugin builds it
 * before validation); 403 when the signed-in user acts in no office, which a route marked `tenant` never meets.
 */
export function officeContextOf(request: FastifyRequest): OfficeContext {
  const known = officeContexts.get(request);
  if (known) return known;
  if (!request.tenant) throw httpError(403, 'FORBIDDEN');
  const ctx = memberOfficeContext(callContextOf(request), request.tenant, request.server.catalog);
  officeContexts.set(request, ctx);
  return ctx;
}

/** The context of a request that works on the caller's own account: in the office it acts in, when it acts in one. */
export function ownContextOf(request: FastifyRequest): OwnContext {
  return request.tenant ? officeContextOf(request) : callContextOf(request);
}
