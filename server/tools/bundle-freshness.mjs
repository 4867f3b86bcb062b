// Whether an esbuild bundle must be built again, shared by the builds that keep one (the server's, the office-type CLI's).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether `bundle` is missing or older than a file it was built from: the inputs of its last build (esbuild's metafile,
 * kept in `inputsFile`, so freshness is a stat of each, not a walk) and `buildFiles` (paths from `root`: the build
 * script, the lock file, tsconfig.json), which change the bundle without being among its inputs.
 */
export function bundleIsStale(root, bundle, inputsFile, buildFiles) {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return true;
  try {
    const builtAt = statSync(bundle).mtimeMs;
    const inputs = [...JSON.parse(readFileSync(inputsFile, 'utf8')), ...buildFiles];
    return inputs.some((file) => !existsSync(join(root, file)) || statSync(join(root, file)).mtimeMs > builtAt);
  } catch {
    return true;
  }
}
