import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

// The nearest folder above `from` that holds package.json: the same folder whether this module runs from its source
// (server/) or from the bundle `npm start` runs (dist/server/).
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

/** The project's folder: office types, migrations and the built web app are found from it. */
export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
