// `npm run bench:web [-- --runs N] [-- --rebuild] [-- --before DIR]`: JavaScript size and paint times of /login and
// /dashboard against the targets of issue 19, with a baseline page measured in the same run (these machines are noisy:
// compare ratios, not milliseconds); --before measures an earlier build (its dist/web) in the same run, side by side.
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser } from '../../tests/e2e/browser';
import { BASELINE_PATH, startBenchServer, type BenchServer } from './bench-web/bench-server';
import { bundleSize, type BundleSize } from './bench-web/bundle-size';
import { loadPage, type PageLoad } from './bench-web/page-load';
import { isDevelopmentBuild, snapshotWebBuild, type WebSnapshot } from './bench-web/web-snapshot';
import { bundleLines, median, ms, paintLines, ratio, type PaintFigures } from './bench-web/report';
import { summaryLines, type BuildFigures } from './bench-web/summary';
import { WEB_TARGETS } from './bench-web/targets';
import { ensureWebBuild } from './build-web';

const root = resolve(import.meta.dirname, '../..');
const WEB_ROOT = join(root, 'dist/web');
const SIGNED_IN = { email: 'admin@legal.example.com', tenant: 'legal' };

interface BenchPage {
  label: string;
  path: string;
  /** The path the page must end on; another one means it bounced (to /login, to /404). */
  expectedPath: string;
  isSignedIn: boolean;
  bundleTargetKb?: number;
}

const BASELINE: BenchPage = { label: 'baseline', path: BASELINE_PATH, expectedPath: BASELINE_PATH, isSignedIn: false };
const LOGIN: BenchPage = { label: '/login', path: '/login', expectedPath: '/login', isSignedIn: false, bundleTargetKb: WEB_TARGETS.loginKb };
const DASHBOARD: BenchPage = { label: '/dashboard', path: `/dashboard?tenant=${SIGNED_IN.tenant}`, expectedPath: '/dashboard', isSignedIn: true, bundleTargetKb: WEB_TARGETS.dashboardKb };

/** A build of the web app served by its own server: the one under test, or the one given with --before. */
interface Build {
  label: string;
  webRoot: string;
  server: BenchServer;
}

/** One page of one build, as measured: the baseline is measured once, on the build under test's server. */
interface Target {
  build: Build;
  page: BenchPage;
  /** The page's label in the tables: "before /login" for the earlier build. */
  label: string;
}

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
async function measure(browser: Browser, target: Target, isWarm = false): Promise<PageLoad> {
  const { page, build } = target;
  const context = await browser.newContext({ locale: 'he-IL', viewport: { width: 1440, height: 900 } });
  try {
    if (page.isSignedIn) await context.addCookies(await build.server.sessionCookies(SIGNED_IN.email, SIGNED_IN.tenant));
    const url = `${build.server.baseUrl}${page.path}`;
    if (isWarm) await loadPage(context, url);
    const load = await loadPage(context, url);
    const problems = [...load.failures];
    const endedOn = new URL(load.finalUrl).pathname;
    if (endedOn !== page.expectedPath) problems.push(`ended on ${endedOn} instead of ${page.expectedPath}${page.isSignedIn ? ' (was the session refused?)' : ''}`);
    if (problems.length > 0) throw new Error(`${target.label} did not load: ${problems.join('; ')}`);
    return load;
  } finally {
    await context.close();
  }
}

/** Measures every page of every build, round-robin, and prints the sizes, the paint times and the summary against the targets. */
async function runBench(browser: Browser, builds: readonly Build[], runs: number): Promise<void> {
  const [after] = builds.slice(-1);
  if (!after) throw new Error('No build to measure');
  const targets: Target[] = [
    { build: after, page: BASELINE, label: BASELINE.label },
    ...builds.flatMap((build) => [LOGIN, DASHBOARD].map((page) => ({ build, page, label: build === after ? page.label : `${build.label} ${page.label}` }))),
  ];
  console.log(`Chromium ${browser.version()} on ${cpus().length} cores; ${runs} cold runs per page and one warm run; ${builds.map((build) => `${build.label} ${build.server.baseUrl}`).join(', ')}\n`);
  const cold = new Map<Target, PageLoad[]>(targets.map((target) => [target, []]));
  // Round-robin, so that a noisy moment of the machine spreads over every page (and every build) instead of one.
  for (let run = 0; run < runs; run += 1) {
    for (const target of targets) cold.get(target)?.push(await measure(browser, target));
  }
  const figures: PaintFigures[] = [];
  const pageErrors: string[] = [];
  for (const target of targets) {
    const loads = cold.get(target) ?? [];
    const warm = await measure(browser, target, true);
    figures.push({ label: target.label, coldFcp: loads.map((load) => load.fcp), coldLcp: loads.map((load) => load.lcp), warmFcp: warm.fcp, warmLcp: warm.lcp });
    for (const message of new Set(loads.flatMap((load) => load.pageErrors))) pageErrors.push(`${target.label}: ${message}`);
  }

  console.log('JavaScript and CSS fetched by each page (gzip -9 of the built files, copied from each build; kB = 1000 bytes)');
  const sizes = new Map<Target, BundleSize>();
  for (const target of targets.filter((candidate) => candidate.page !== BASELINE)) {
    const first = cold.get(target)?.[0];
    if (!first) continue;
    const js = bundleSize(target.build.webRoot, first.scripts);
    sizes.set(target, js);
    console.log(bundleLines(target.label, js, bundleSize(target.build.webRoot, first.styles), target.page.bundleTargetKb).join('\n'));
  }
  const baselineFcp = median(figures.find((row) => row.label === BASELINE.label)?.coldFcp ?? []);
  console.log(`\nPaint times (median of ${runs} cold runs; target ${WEB_TARGETS.paintMs} ms and ${WEB_TARGETS.baselineRatio}× base; base = the baseline page's cold FCP)`);
  console.log(paintLines(figures, WEB_TARGETS.paintMs, baselineFcp).join('\n'));
  // FCP and LCP may be the boot splash of index.html; this is when the page itself is on screen.
  const content = (target: Target): number | undefined => median((cold.get(target) ?? []).map((load) => load.content));
  const contentLines = targets
    .filter((target) => target.page !== BASELINE)
    .map((target) => `  ${target.label.padEnd(20)} ${ms(content(target)).padStart(8)}  ${ratio(content(target), WEB_TARGETS.paintMs)} of target, ${ratio(content(target), baselineFcp)} of base`);
  console.log(`\nThe page itself on screen (the app's first render in place of the boot splash; median of cold runs)\n${contentLines.join('\n')}`);
  if (figures.some((row) => row.coldFcp.includes(undefined))) console.log('— : no contentful paint in that run (no text, image or canvas within 10 s of the network settling)');

  const summary = builds.map((build): BuildFigures => {
    const of = (page: BenchPage): Target | undefined => targets.find((target) => target.build === build && target.page === page);
    const login = of(LOGIN);
    const dashboard = of(DASHBOARD);
    const scripts = (target: Target | undefined) => (target ? (sizes.get(target)?.files.length ?? 0) : 0);
    const gzip = (target: Target | undefined) => (target ? (sizes.get(target)?.gzip ?? 0) : 0);
    return {
      label: build.label,
      login: { jsGzip: gzip(login), scripts: scripts(login), content: login && content(login) },
      dashboard: { jsGzip: gzip(dashboard), scripts: scripts(dashboard), content: dashboard && content(dashboard), lcp: median(figures.find((row) => row.label === dashboard?.label)?.coldLcp ?? []) },
    };
  });
  console.log(`\nAgainst the targets of issue 19 (medians of this run; base = the baseline page's cold FCP, ${ms(baselineFcp)}; the verdict is the last build's)`);
  console.log(summaryLines(summary, baselineFcp).join('\n'));
  if (pageErrors.length > 0) console.log(`\nErrors in the pages (not counted as failures):\n  ${pageErrors.join('\n  ')}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, rebuild: { type: 'boolean', default: false }, before: { type: 'string' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number ≥ 1, not ${values.runs}`);
  if (values.rebuild) await rebuildWeb('--rebuild');
  else await ensureWebBuild();
  if (isDevelopmentBuild(WEB_ROOT)) await rebuildWeb('dist/web holds a development build, made with NODE_ENV=test or development');
  const beforeRoot = values.before === undefined ? undefined : resolve(values.before);
  if (beforeRoot && isDevelopmentBuild(beforeRoot)) throw new Error(`${beforeRoot} holds a development build: build it with NODE_ENV=production`);

  // Each build is copied and served by its own server (the same code, so the earlier build's calls are answered alike).
  const sources = [...(beforeRoot ? [{ label: 'before', root: beforeRoot }] : []), { label: beforeRoot ? 'after' : 'this build', root: WEB_ROOT }];
  const snapshots: WebSnapshot[] = [];
  const builds: Build[] = [];
  let browser: Browser | undefined;
  try {
    for (const source of sources) {
      const snapshot = snapshotWebBuild(source.root);
      snapshots.push(snapshot);
      builds.push({ label: source.label, webRoot: snapshot.root, server: await startBenchServer(snapshot.root) });
    }
    browser = await launchBrowser();
    await runBench(browser, builds, runs);
  } finally {
    await browser?.close();
    for (const build of builds) await build.server.close();
    for (const snapshot of snapshots) snapshot.dispose();
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`bench:web failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
