// `npm start`: builds what is missing or older than its sources (the web app with Vite, the server with esbuild, each
// only then), then runs the server's bundle in this process: plain JavaScript, with no TypeScript loader and no build
// tool loaded while it serves.
import { pathToFileURL } from 'node:url';
import { ensureServerBuild } from './build-server.mjs';
import { ensureWebBuild } from './build-web.mjs';

await ensureWebBuild();
const main = await ensureServerBuild();
// Stack traces in the log name the TypeScript sources, through the bundle's source map.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(main).href);
