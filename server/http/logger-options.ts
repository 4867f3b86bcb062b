import { createRequire } from 'node:module';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { REDACTED, redactSecrets, redactUrl } from '../logging/redact';

/** The logger options Fastify accepts (its own and pino's). */
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

function hasPinoPretty(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** The level to log at: warn under tests (NODE_ENV=test or VITEST set), info otherwise. */
export function logLevel(env: NodeJS.ProcessEnv = process.env): 'info' | 'warn' {
  return env.NODE_ENV === 'test' || env.VITEST ? 'warn' : 'info';
}

/**
 * Fastify logger options that keep secrets out of every line: each logged object goes through `redactSecrets`,
 * request URLs lose secret query values, and the cookie, authorization and X-XSRF-TOKEN headers are censored
 * wherever a serializer puts them. JSON lines; pino-pretty outside production only if it is installed.
 */
export function loggerOptions(isProduction: boolean): LoggerOptions {
  const options: LoggerOptions = {
    level: logLevel(),
    formatters: { log: (object: Record<string, unknown>) => redactSecrets(object) },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
      censor: REDACTED,
    },
  };
  if (!isProduction && hasPinoPretty()) options.transport = { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } };
  return options;
}
