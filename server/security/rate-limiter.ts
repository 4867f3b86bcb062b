import type { RateLimitCounter } from './rate-limit-counter';

/** A service's limit: at most `max` hits per window of `windowSeconds`. */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

/** Whether a hit is allowed, how many remain in the window, and when to try again if not. */
export interface RateDecision {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window ends when refused; 0 when allowed. */
  retryAfterSeconds: number;
}

/** Limits for services rather than routes (per address, per account), on the same shared counters. */
export interface RateLimiter {
  /** Counts one hit on `key` (name the limit in it: `forgot-password:${address}`) and says whether it is allowed. */
  hit(key: string, rule: RateRule): Promise<RateDecision>;
}

/** A limiter on a shared counter; its keys never meet the per-IP route limits'. */
export function createRateLimiter(counter: RateLimitCounter): RateLimiter {
  return {
    async hit(key, rule) {
      if (!Number.isInteger(rule.max) || rule.max < 0 || !(rule.windowSeconds > 0)) throw new Error(`Invalid rate rule for ${key}: ${JSON.stringify(rule)}`);
      const count = await counter.hit(`service:${key}`, rule.windowSeconds * 1000);
      const allowed = count.hits <= rule.max;
      return {
        allowed,
        remaining: Math.max(0, rule.max - count.hits),
        retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(count.resetInMs / 1000)),
      };
    },
  };
}
