// `npm start`: builds the web app when it is missing or older than its sources, then starts the server.
import { ensureWebBuild } from './build-web';

await ensureWebBuild();
await import('../main');
