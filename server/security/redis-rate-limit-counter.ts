import type { Redis } from 'ioredis';
import { bucketName, type RateLimitCounter, type WindowCount } from './rate-limit-counter';

// One atomic step: count the hit; the first hit of a window sets when the window ends. A counter left
// without an expiry (never expected) is given one rather than counting for ever.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}
`;

/** A counter in Redis (REDIS_URL): one key per counter, expiring with its window. */
export function redisRateLimitCounter(url: string, namespace: string, onError: (error: Error) => void = () => undefined): RateLimitCounter {
  // A request waits for at most a couple of reconnection attempts, then fails, rather than hanging.
  // ioredis is loaded while the server starts, off its critical path, and connects as before on creation.
  const connected: Promise<Redis> = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
    redis.on('error', onError);
    return redis;
  });
  connected.catch(onError);
  return {
    async hit(key, windowMs): Promise<WindowCount> {
      const redis = await connected;
      const answer = (await redis.eval(HIT_SCRIPT, 1, bucketName(namespace, key), Math.max(1, Math.ceil(windowMs)))) as [number, number];
      return { hits: Number(answer[0]), resetInMs: Number(answer[1]) };
    },
    async close() {
      const redis = await connected;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
