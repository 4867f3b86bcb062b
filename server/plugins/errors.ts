import type { FastifyError, FastifyInstance } from 'fastify';

/** A message in every language the server speaks. */
export interface Messages {
  he: string;
  en: string;
}

/** The shape every error leaves the server in (STYLE.md). */
export interface ErrorBody {
  success: false;
  code: string;
  message: string;
  messages: Messages;
  errors?: { field: string; message: string }[];
}

/** Builds an error body; message is the English text. */
export function errorBody(code: string, messages: Messages, errors?: ErrorBody['errors']): ErrorBody {
  return { success: false, code, message: messages.en, messages, ...(errors ? { errors } : {}) };
}

const INVALID_REQUEST: Messages = { he: 'הבקשה אינה תקינה', en: 'Invalid request' };
const SERVER_ERROR: Messages = { he: 'שגיאת שרת; נסו שוב מאוחר יותר', en: 'Server error; try again later' };

/** Turns every failure into the error shape: validation into 400 with fields, the rest without internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const fields = error.validation.map((issue) => ({
        field: `${error.validationContext ?? ''}${issue.instancePath}`.replace(/^\//, ''),
        message: issue.keyword === 'additionalProperties' ? `unknown field "${String(issue.params.additionalProperty)}"` : (issue.message ?? issue.keyword),
      }));
      return reply.status(400).send(errorBody('INVALID_REQUEST', INVALID_REQUEST, fields));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(errorBody(status >= 500 ? 'SERVER_ERROR' : (error.code ?? 'REQUEST_FAILED'), status >= 500 ? SERVER_ERROR : { he: INVALID_REQUEST.he, en: error.message }));
  });
}
