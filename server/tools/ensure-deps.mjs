// Runs before `npm start` and `npm test` (npm's pre-scripts), in plain Node so it works before any install:
// installs the npm dependencies when they are missing or stale, and, for the tests, Debian's Chromium when
// it is missing and we may install it. On a fresh clone the README's two commands then just work.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const installed = join(root, 'node_modules/.package-lock.json');
const lock = join(root, 'package-lock.json');

function run(command, args) {
  console.log(`+ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const hasCommand = (name) => {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

if (process.argv.includes('--browser') && !process.env.CHROMIUM_PATH && !hasCommand('chromium')) {
  if (process.getuid?.() === 0 && hasCommand('apt-get')) {
    console.log('Installing Chromium for the browser tests (apt-get install chromium)…');
    const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
    if (!install()) {
      run('apt-get', ['update']);
      if (!install()) process.exit(1);
    }
  } else {
    console.error('The browser tests need Chromium: run `sudo apt-get install -y chromium`, or set CHROMIUM_PATH.');
    process.exit(1);
  }
}
