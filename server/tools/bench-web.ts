// `npm run bench:web [-- --runs N] [-- --rebuild]`: JavaScript size and paint times of /login and /dashboard, with a
// baseline page measured in the same run (these machines are noisy: compare ratios, not milliseconds).
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser } from '../../tests/e2e/browser';
import { BASELINE_PATH, startBenchServer, type BenchServer } from './bench-web/bench-server';
import { bundleSize } from './bench-web/bundle-size';
import { loadPage, type PageLoad } from './bench-web/page-load';
import { isDevelopmentBuild, snapshotWebBuild } from './bench-web/web-snapshot';
import { bundleLines, median, paintLines, type PaintFigures } from './bench-web/report';
import { ensureWebBuild } from './build-web';

const root = resolve(import.meta.dirname, '../..');
const WEB_ROOT = join(root, 'dist/web');
const PAINT_TARGET_MS = 1000;
const SIGNED_IN = { email: 'admin@legal.example.com', tenant: 'legal' };

interface BenchPage {
  label: string;
  path: string;
  /** The path the page must end on; another one means it bounced (to /login, to /404). */
  expectedPath: string;
  isSignedIn: boolean;
  bundleTargetKb?: number;
}

const PAGES: BenchPage[] = [
  { label: 'baseline', path: BASELINE_PATH, expectedPath: BASELINE_PATH, isSignedIn: false },
  { label: '/login', path: '/login', expectedPath: '/login', isSignedIn: false, bundleTargetKb: 300 },
  { label: '/dashboard', path: `/dashboard?tenant=${SIGNED_IN.tenant}`, expectedPath: '/dashboard', isSignedIn: true },
];

async function rebuildWeb(why: string): Promise<void> {
  console.log(`Building the web app for production (${why})…`);
  // Vite keeps a NODE_ENV it finds (test, development) and bundles React's development code then: force production
  // for the build; the server that starts next must see the caller's own.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** One load in a fresh context (cold cache); with `isWarm`, a first load fills the cache and the second is measured. */
async function measure(browser: Browser, server: BenchServer, page: BenchPage, isWarm = false): Promise<PageLoad> {
  const context = await browser.newContext({ locale: 'he-IL', viewport: { width: 1440, height: 900 } });
  try {
    if (page.isSignedIn) await context.addCookies(await server.sessionCookies(SIGNED_IN.email, SIGNED_IN.tenant));
    const url = `${server.baseUrl}${page.path}`;
    if (isWarm) await loadPage(context, url);
    const load = await loadPage(context, url);
    const problems = [...load.failures];
    const endedOn = new URL(load.finalUrl).pathname;
    if (endedOn !== page.expectedPath) problems.push(`ended on ${endedOn} instead of ${page.expectedPath}${page.isSignedIn ? ' (was the session refused?)' : ''}`);
    if (problems.length > 0) throw new Error(`${page.label} did not load: ${problems.join('; ')}`);
    return load;
  } finally {
    await context.close();
  }
}

/** Measures every page, round-robin, and prints the sizes and paint times. */
async function runBench(browser: Browser, server: BenchServer, webRoot: string, runs: number): Promise<void> {
  console.log(`Chromium ${browser.version()} on ${cpus().length} cores; ${runs} cold runs per page and one warm run; ${server.baseUrl}\n`);
  const cold = new Map<string, PageLoad[]>(PAGES.map((page) => [page.label, []]));
  // Round-robin, so that a noisy moment of the machine spreads over every page instead of one.
  for (let run = 0; run < runs; run += 1) {
    for (const page of PAGES) cold.get(page.label)?.push(await measure(browser, server, page));
  }
  const figures: PaintFigures[] = [];
  const pageErrors: string[] = [];
  for (const page of PAGES) {
    const loads = cold.get(page.label) ?? [];
    const warm = await measure(browser, server, page, true);
    figures.push({ label: page.label, coldFcp: loads.map((load) => load.fcp), coldLcp: loads.map((load) => load.lcp), warmFcp: warm.fcp, warmLcp: warm.lcp });
    for (const message of new Set(loads.flatMap((load) => load.pageErrors))) pageErrors.push(`${page.label}: ${message}`);
  }

  console.log('JavaScript and CSS fetched by each page (gzip -9 of the built files, copied from dist/web; kB = 1000 bytes)');
  for (const page of PAGES.filter((candidate) => candidate.label !== 'baseline')) {
    const first = cold.get(page.label)?.[0];
    if (first) console.log(bundleLines(page.label, bundleSize(webRoot, first.scripts), bundleSize(webRoot, first.styles), page.bundleTargetKb).join('\n'));
  }
  const baselineFcp = median(figures.find((row) => row.label === 'baseline')?.coldFcp ?? []);
  console.log(`\nPaint times (median of ${runs} cold runs; target ${PAINT_TARGET_MS} ms; base = the baseline page's cold FCP)`);
  console.log(paintLines(figures, PAINT_TARGET_MS, baselineFcp).join('\n'));
  // FCP and LCP may be the boot splash of index.html; this is when the page itself is on screen.
  const contentLines = PAGES.filter((page) => page.label !== 'baseline').map((page) => {
    const content = median((cold.get(page.label) ?? []).map((load) => load.content));
    return `  ${page.label.padEnd(12)} ${content === undefined ? '—' : `${Math.round(content)} ms`}  ${content === undefined ? '' : `${(content / PAINT_TARGET_MS).toFixed(2)}× of target, ${baselineFcp ? (content / baselineFcp).toFixed(2) : '—'}× of base`}`;
  });
  console.log(`\nThe page itself on screen (the app's first render in place of the boot splash; median of cold runs)\n${contentLines.join('\n')}`);
  if (figures.some((row) => row.coldFcp.includes(undefined))) console.log('— : no contentful paint in that run (no text, image or canvas within 10 s of the network settling)');
  if (pageErrors.length > 0) console.log(`\nErrors in the pages (not counted as failures):\n  ${pageErrors.join('\n  ')}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, rebuild: { type: 'boolean', default: false } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number ≥ 1, not ${values.runs}`);
  if (values.rebuild) await rebuildWeb('--rebuild');
  else await ensureWebBuild();
  if (isDevelopmentBuild(WEB_ROOT)) await rebuildWeb('dist/web holds a development build, made with NODE_ENV=test or development');

  const snapshot = snapshotWebBuild(WEB_ROOT);
  try {
    const server = await startBenchServer(snapshot.root);
    try {
      const browser = await launchBrowser();
      try {
        await runBench(browser, server, snapshot.root, runs);
      } finally {
        await browser.close();
      }
    } finally {
      await server.close();
    }
  } finally {
    snapshot.dispose();
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`bench:web failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
