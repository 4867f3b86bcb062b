import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig, type ServerConfig } from '../config';

/** A server configuration for tests: a throwaway data folder, a fixed secret, its own rate-limit namespace, and any changes given. */
export function testConfig(changes: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'lishka-test-'));
  return { ...readConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'test-secret-that-is-long-enough-to-sign-tokens', RATE_LIMIT_NAMESPACE: `test-${randomBytes(6).toString('hex')}` }), ...changes };
}
