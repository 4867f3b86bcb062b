import type { FastifyRequest } from 'fastify';
import { callContextOf, officeContextOf } from '../context/request-context';
import type { OwnContext } from '../users/own-context';

/** The context of a request that works on the caller's own account: in the office it acts in, when it acts in one. */
export function ownContextOf(request: FastifyRequest): OwnContext {
  return request.tenant ? officeContextOf(request) : callContextOf(request);
}
