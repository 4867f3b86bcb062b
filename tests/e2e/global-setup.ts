import { ensureWebBuild } from '../../server/tools/build-web';

/** The browser tests run against the built app: build it first when needed, unless WEB_ROOT names another build. */
export async function setup(): Promise<void> {
  if (process.env.WEB_ROOT) return;
  await ensureWebBuild();
}
