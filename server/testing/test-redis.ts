/**
 * The Redis the Redis tests run against: TEST_REDIS_URL, which .ci/run sets when a Redis answers on
 * 127.0.0.1:6379; absent, those tests are skipped and the run says so.
 */
export function testRedisUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.TEST_REDIS_URL || undefined;
}
