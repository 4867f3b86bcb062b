import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { postgresRateLimitCounter } from '../security/postgres-rate-limit-counter';
import type { RateLimitCounter } from '../security/rate-limit-counter';
import { sharedRateLimitStore } from '../security/rate-limit-store';
import { createRateLimiter } from '../security/rate-limiter';
import { redisRateLimitCounter } from '../security/redis-rate-limit-counter';

/** Where the limits count: Redis when given, the app's database otherwise; and the prefix of every key. */
export interface RateLimitSettings {
  redisUrl?: string;
  namespace: string;
}

/**
 * Rate limits on shared counters (DESIGN.md, Scale): the per-IP route limits (`config.rateLimit`, see
 * server/security/limits.ts) and `app.rateLimiter` for services, both in Redis when configured and in the
 * database otherwise, so that every server process counts the same hits.
 */
export async function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(settings.namespace)) throw new Error(`RATE_LIMIT_NAMESPACE must be 1 to 64 letters, digits, dots, dashes or underscores, not "${settings.namespace}"`);
  const counter: RateLimitCounter = settings.redisUrl
    ? redisRateLimitCounter(settings.redisUrl, settings.namespace, (error) => app.log.warn({ err: error }, 'redis rate-limit counter'))
    : postgresRateLimitCounter(app.database.db, settings.namespace);
  app.addHook('onClose', async () => counter.close());
  app.decorate('rateLimiter', createRateLimiter(counter));
  await app.register(fastifyRateLimit, { global: false, store: sharedRateLimitStore(counter) });
}
