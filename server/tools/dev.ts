// `npm run dev`: the API server, restarted on change, and Vite's dev server with hot reload in front of it.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), ['--config', 'vite.config.ts'], { cwd: root, stdio: 'inherit' }),
];
console.log('API on http://localhost:3000, app with hot reload on http://localhost:5173');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
