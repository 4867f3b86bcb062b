import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponse } from './errors';

/**
 * Answers the errors Fastify meets before a route is chosen (a path that does not decode, such as a lone
 * surrogate's bytes %ED%A0%80, or a path parameter past its length) in the error shape, as every other error.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = errorResponse(error);
  void reply.status(status).type('application/json; charset=utf-8').send(body);
}
