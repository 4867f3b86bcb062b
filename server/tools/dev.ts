// `npm run dev`: the API server, restarted on change, and Vite's dev server with hot reload in front of it.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { devServerWatchArgs } from './dev-watch';

const root = resolve(import.meta.dirname, '../..');
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);
const children = [
  // The web app does not import office types (it asks the server), so an office-type file restarts the server only:
  // Vite neither rebuilds nor reloads for it, and the page shows the change when reloaded.
  spawn(bin('tsx'), devServerWatchArgs('server/main.ts'), { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), ['--config', 'vite.config.ts'], { cwd: root, stdio: 'inherit' }),
];
console.log('API on http://localhost:3000 (restarted when server code or an office-types/ file changes), app with hot reload on http://localhost:5173');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
