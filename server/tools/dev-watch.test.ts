import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devServerWatchArgs } from './dev-watch';

const root = resolve(import.meta.dirname, '../..');
// A stand-in for server/main.ts: says which office types it read at start, as the server reads them, and stays up.
const SERVER = `import { readdirSync, readFileSync } from 'node:fs';
const types = readdirSync('office-types').filter((name) => name.endsWith('.json')).sort();
console.log('started with ' + types.map((name) => name + '=' + readFileSync('office-types/' + name, 'utf8').trim()).join(' '));
setInterval(() => undefined, 60_000);
`;

// `npm run dev`'s server under tsx watch (server/tools/dev.ts), in a folder of its own: the office types are files it
// reads, not imports, so only the watch of office-types/ restarts it for them.
describe('npm run dev: the server under watch', () => {
  let workDir: string;
  let watcher: ChildProcess;
  let output = '';
  const starts = () => output.split('\n').filter((line) => line.startsWith('started with'));

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'lishka-dev-watch-'));
    mkdirSync(join(workDir, 'office-types'));
    writeFileSync(join(workDir, 'office-types/legal.json'), '{"v":1}');
    writeFileSync(join(workDir, 'server.mjs'), SERVER);
    watcher = spawn(join(root, 'node_modules/.bin/tsx'), devServerWatchArgs('server.mjs'), { cwd: workDir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    watcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    watcher.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  afterAll(() => {
    // The watcher and the server it started share the group it leads.
    if (watcher?.pid) process.kill(-watcher.pid, 'SIGTERM');
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('restarts the server when an office type is edited, then when one is added', async () => {
    await expect.poll(starts, { timeout: 30_000 }).toEqual(['started with legal.json={"v":1}']);
    writeFileSync(join(workDir, 'office-types/legal.json'), '{"v":2}');
    await expect.poll(() => starts().at(-1), { timeout: 20_000 }).toBe('started with legal.json={"v":2}');
    writeFileSync(join(workDir, 'office-types/dental.json'), '{"v":1}');
    await expect.poll(() => starts().at(-1), { timeout: 20_000 }).toBe('started with dental.json={"v":1} legal.json={"v":2}');
  }, 80_000);
});
