import { ensureWebBuild } from '../../server/tools/build-web';

/** The browser tests run against the built app: build it first when needed. */
export async function setup(): Promise<void> {
  await ensureWebBuild();
}
