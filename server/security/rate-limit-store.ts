import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitCounter } from './rate-limit-counter';

/** What @fastify/rate-limit passes to `child`: the route's merged limit, with the route it guards. */
interface ChildOptions {
  name?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

// A route's limit counts per route; one made with app.rateLimit() outside a route counts per limit name.
function routeScope(options: ChildOptions): string {
  const { method, url } = options.routeInfo ?? {};
  if (!url) return `limit ${options.name ?? 'unnamed'}`;
  return `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${url}`;
}

/**
 * A @fastify/rate-limit store that counts in a shared counter (PostgreSQL or Redis) instead of process
 * memory, so every server process sees the same per-IP counts. Each route counts on its own.
 */
export function sharedRateLimitStore(counter: RateLimitCounter): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(_options: unknown, scope = 'any route') {
      this.scope = scope;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counter.hit(`ip:${this.scope}:${key}`, timeWindow).then(
        (count) => callback(null, { current: count.hits, ttl: count.resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      return new SharedRateLimitStore(options, routeScope(options as ChildOptions));
    }
  }
  return SharedRateLimitStore;
}
