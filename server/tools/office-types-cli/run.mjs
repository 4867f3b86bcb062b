// `npm run office-types -- …`: builds the CLI's bundle when a file it was built from changed (build-cli.mjs), then
// runs it in this process, in plain Node with no TypeScript loader. The CLI itself is server/tools/office-types.ts.
import { pathToFileURL } from 'node:url';
import { ensureCliBuild } from './build-cli.mjs';

const bundle = await ensureCliBuild();
// A crash's stack names the TypeScript sources, through the bundle's source map.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
