import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { DEV_MAILBOX_ACCESS, type DevMailboxAccess } from './modules/dev-mailbox/dev-mailbox.access';
import { PROJECT_ROOT } from './project-root';
import { parseStorageUrl, type S3StorageSettings } from './storage/s3-storage-url';

/** The server's settings, read once from the environment with a default for each (README, Configuration). */
export interface ServerConfig {
  port: number;
  host: string;
  isProduction: boolean;
  /** The folder of the built web app. */
  webRoot: string;
  /** Where the embedded database, files and the generated session secret live. */
  dataDir: string;
  /** The S3-compatible store that keeps the files (STORAGE_URL); absent means the `files` folder in dataDir. */
  s3Storage?: S3StorageSettings;
  /** A PostgreSQL address; absent means the embedded PGlite database in dataDir. */
  databaseUrl?: string;
  /** The secret that signs CSRF tokens. */
  sessionSecret: string;
  /** The address users reach the product at, for links in mail; absent means http://localhost:PORT. */
  publicUrl: string;
  /** An SMTP address for outgoing mail; absent means the development outbox. */
  smtpUrl?: string;
  /** Whether the testing=true guard bypass may be honoured (never in production; decision 6). */
  allowTestingBypass: boolean;
  /** Who may read the development mailbox outside production: only this machine by default (DEV_MAILBOX). */
  devMailbox: DevMailboxAccess;
  /** Whether the server sits behind a proxy that sets X-Forwarded-* headers. */
  trustProxy: boolean;
  /** A Redis address for the shared rate-limit counters; absent means they are kept in the database. */
  redisUrl?: string;
  /** The prefix of every rate-limit key, so deployments (and tests) sharing a Redis or a database stay apart. */
  rateLimitNamespace: string;
  /** The OpenID issuer of "Sign in with Google": Google's by default; tests point it at a local provider. */
  googleIssuer: string;
  /** The OAuth client of this server at Google; Google sign-in is offered only when both id and secret are set. */
  googleClientId?: string;
  googleClientSecret?: string;
}

const root = PROJECT_ROOT;

function sessionSecretFrom(env: NodeJS.ProcessEnv, dataDir: string, isProduction: boolean): string {
  if (env.SESSION_SECRET) {
    if (env.SESSION_SECRET.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
    return env.SESSION_SECRET;
  }
  if (isProduction) throw new Error('SESSION_SECRET is required when NODE_ENV=production');
  // Generated once and kept beside the data, so sessions survive restarts in development.
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

// An issuer is reached over HTTPS; plain HTTP only on this machine (a local test provider).
function googleIssuerFrom(setting: string | undefined): string {
  const issuer = (setting ?? 'https://accounts.google.com').replace(/\/+$/, '');
  const url = URL.canParse(issuer) ? new URL(issuer) : null;
  const isLoopback = url?.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!url || (url.protocol !== 'https:' && !isLoopback)) throw new Error(`GOOGLE_ISSUER must be an https:// address, not "${setting}"`);
  return issuer;
}

// Production has no mailbox whatever the setting; elsewhere it answers only this machine unless told otherwise.
function devMailboxFrom(setting: string | undefined, isProduction: boolean): DevMailboxAccess {
  const access = (setting ?? 'local') as DevMailboxAccess;
  if (!DEV_MAILBOX_ACCESS.includes(access)) throw new Error(`DEV_MAILBOX must be one of ${DEV_MAILBOX_ACCESS.join(', ')}, not "${setting}"`);
  return isProduction ? 'off' : access;
}

/** Reads the server's settings from an environment (process.env by default). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const isProduction = env.NODE_ENV === 'production';
  const dataDirSetting = env.DATA_DIR ?? './data';
  const dataDir = isAbsolute(dataDirSetting) ? dataDirSetting : resolve(root, dataDirSetting);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    isProduction,
    webRoot: env.WEB_ROOT ?? join(root, 'dist/web'),
    dataDir,
    ...(env.STORAGE_URL ? { s3Storage: parseStorageUrl(env.STORAGE_URL) } : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    sessionSecret: sessionSecretFrom(env, dataDir, isProduction),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    allowTestingBypass: !isProduction && env.ALLOW_TESTING_BYPASS === 'true',
    devMailbox: devMailboxFrom(env.DEV_MAILBOX, isProduction),
    trustProxy: env.TRUST_PROXY === 'true',
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    rateLimitNamespace: env.RATE_LIMIT_NAMESPACE ?? 'lishka',
    googleIssuer: googleIssuerFrom(env.GOOGLE_ISSUER),
    ...(env.GOOGLE_CLIENT_ID ? { googleClientId: env.GOOGLE_CLIENT_ID } : {}),
    ...(env.GOOGLE_CLIENT_SECRET ? { googleClientSecret: env.GOOGLE_CLIENT_SECRET } : {}),
  };
}
