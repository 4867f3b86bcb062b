import type { BrowserContext, Page } from 'playwright-core';

/** What one load of a page in Chromium gave: its paint times and the same-origin files it fetched. */
export interface PageLoad {
  /** The address the page ended on (a signed-in page that bounced to /login shows here). */
  finalUrl: string;
  fcp: number | undefined;
  lcp: number | undefined;
  /** Same-origin script paths: entry, lazy chunks and modulepreloads. */
  scripts: string[];
  /** Same-origin stylesheet paths. */
  styles: string[];
  /** Files that did not load (status ≥ 400 or a network failure), and errors thrown in the page. */
  failures: string[];
  pageErrors: string[];
  /** When the page's own content (an h1 in place of the boot splash) was painted, in ms from navigation. */
  content?: number;
}

const SETTLE_TIMEOUT_MS = 15_000;
/** How long after the network settles a page may take to paint before it counts as blank. */
const PAINT_TIMEOUT_MS = 10_000;
/** How long LCP must go without a new candidate to be read. */
const LCP_QUIET_MS = 500;

// When the app's first render replaces the boot splash (the time a user sees the page itself), noted before any script of the page runs.
const NOTE_CONTENT = `new MutationObserver((_, observer) => {
  const root = document.getElementById('root');
  if (root && !root.querySelector('.boot') && root.querySelector('h1')) {
    requestAnimationFrame(() => setTimeout(() => { window.__lishkaContentAt = performance.now(); }, 0));
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });`;

// A page can go network-idle before its first paint (rendering is CPU-bound): wait for FCP, then until LCP has
// had no new candidate for a while. Buffered observers also hand over entries recorded before they were created.
// A string, not a function: tsx wraps named functions in a helper the page does not have.
const READ_PAINT_TIMES = `new Promise((resolve) => {
  const times = {};
  let lastChange = performance.now();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') times.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    if (entries.length > 0) times.lcp = entries[entries.length - 1].startTime;
    lastChange = performance.now();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const started = performance.now();
  const check = () => {
    const now = performance.now();
    // The page's own content, not the boot splash of index.html, must be on screen before LCP is read.
    const root = document.getElementById('root');
    const hasContent = !root || (!root.querySelector('.boot') && root.querySelector('h1') !== null);
    if (hasContent && times.content === undefined) times.content = window.__lishkaContentAt ?? now;
    const isSettled = times.fcp !== undefined && hasContent && now - Math.max(lastChange, times.content) >= ${LCP_QUIET_MS};
    if (isSettled || now - started >= ${PAINT_TIMEOUT_MS}) resolve(times);
    else setTimeout(check, 50);
  };
  setTimeout(check, 50);
})`;

function isScript(type: string, path: string): boolean {
  return type === 'script' || path.endsWith('.js') || path.endsWith('.mjs');
}

function isStyle(type: string, path: string): boolean {
  return type === 'stylesheet' || path.endsWith('.css');
}

/** Loads `url` in a new page of `context`, waits for the network to settle (lazy chunks included), and reads FCP and LCP. */
export async function loadPage(context: BrowserContext, url: string): Promise<PageLoad> {
  const origin = new URL(url).origin;
  const page: Page = await context.newPage();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const failures: string[] = [];
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin)) failures.push(`${new URL(request.url()).pathname}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('response', (response) => {
    const responseUrl = new URL(response.url());
    if (responseUrl.origin !== origin) return;
    const type = response.request().resourceType();
    const path = responseUrl.pathname;
    const isFile = isScript(type, path) || isStyle(type, path) || type === 'document';
    if (response.status() >= 400 && isFile) failures.push(`${path}: HTTP ${response.status()}`);
    // A chunk the server does not have comes back as index.html (the app's fallback), not as a 404.
    else if (isScript(type, path) && !/javascript/.test(response.headers()['content-type'] ?? '')) failures.push(`${path}: served as ${response.headers()['content-type'] ?? 'no type'}`);
    else if (isScript(type, path)) scripts.add(path);
    else if (isStyle(type, path)) styles.add(path);
  });
  await page.addInitScript(NOTE_CONTENT);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => pageErrors.push(`the network did not settle within ${SETTLE_TIMEOUT_MS} ms`));
    const times = await page.evaluate<{ fcp?: number; lcp?: number; content?: number }>(READ_PAINT_TIMES);
    return { finalUrl: page.url(), fcp: times.fcp, lcp: times.lcp, content: times.content, scripts: [...scripts], styles: [...styles], failures, pageErrors };
  } finally {
    await page.close();
  }
}
