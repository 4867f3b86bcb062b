import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The flags this machine's closed network needs (STACK.md): no sandbox, no GPU, no calls home. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The system's Chromium (Debian's package, or CHROMIUM_PATH): never a browser a tool downloaded. */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    } catch {
      // Try the next name.
    }
  }
  throw new Error('No Chromium found: install it with `apt-get install -y chromium` (bash .ci/run does) or set CHROMIUM_PATH');
}
