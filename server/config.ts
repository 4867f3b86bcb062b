/** The server's settings, read once from the environment with a default for each. */
export interface ServerConfig {
  port: number;
  host: string;
  isProduction: boolean;
  /** The folder of the built web app. */
  webRoot: string;
}

/** Reads the server's settings from an environment (process.env by default). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    isProduction: env.NODE_ENV === 'production',
    webRoot: env.WEB_ROOT ?? new URL('../dist/web', import.meta.url).pathname,
  };
}
