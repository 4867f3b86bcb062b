import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { artifact } from './browser';

const resolveModule = createRequire(import.meta.url).resolve;
const AXE_SOURCE = readFileSync(resolveModule('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0 and 2.1 success criteria, levels A and AA, that the checks hold every screen to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

const CONTENT_TIMEOUT_MS = 15_000;

// Strings, not functions: evaluated as they are, whatever the test runner's transpiler adds to functions.
const HAS_CONTENT = `(() => {
  const root = document.getElementById('root');
  if (!root || root.innerText.trim() === '') return false;
  return !root.querySelector('[role="status"] .ant-spin-spinning');
})()`;
// An element antd (rc-motion) is moving in or out: its classes say so until the motion ends, e.g. a toast measured
// mid-fade (its light text over a background not yet drawn) fails the contrast check.
const MOTION_TIMEOUT_MS = 5_000;
const IN_MOTION = `document.querySelector('[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"], [class*="-appear-prepare"], [class*="-enter-prepare"]') !== null`;
const FINISH_ANIMATIONS = `Promise.all(document.getAnimations()
  .filter((animation) => animation.effect && animation.effect.getComputedTiming().endTime !== Infinity)
  .map((animation) => animation.finished.catch(() => undefined)))`;

/**
 * Waits until the page shows its content: the network idle, text in #root and no full-page spinner, an h1 if one
 * comes, and finite animations (route transitions) finished, so that colours are measured as they settle.
 */
export async function waitForContent(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Polled with evaluate: waitForFunction evaluates its string with eval, which the app's CSP refuses.
  const deadline = Date.now() + CONTENT_TIMEOUT_MS;
  while (!(await page.evaluate<boolean>(HAS_CONTENT))) {
    if (Date.now() > deadline) throw new Error(`${name}: nothing but a spinner or an empty #root after ${CONTENT_TIMEOUT_MS} ms`);
    await page.waitForTimeout(100);
  }
  await page.locator('h1').first().waitFor({ timeout: 3_000 }).catch(() => undefined);
  await page.evaluate(FINISH_ANIMATIONS);
  // antd's motions (a toast that just came, a drawer) mark their element by class while they run, between animations.
  // A motion that never ends (no transition to end it) is measured as it stands rather than failing the page.
  const motionDeadline = Date.now() + MOTION_TIMEOUT_MS;
  while (Date.now() < motionDeadline && (await page.evaluate<boolean>(IN_MOTION))) await page.waitForTimeout(100);
  await page.evaluate(FINISH_ANIMATIONS);
}

/**
 * Runs axe-core on the whole document for WCAG 2.1 A and AA and answers the violations; saves a screenshot
 * `a11y-<name>.png` to look at beside them (in CI, only of a page with a serious violation). Injected by evaluation, since the app's CSP refuses inline scripts.
 */
export async function checkAccessibility(page: Page, { name }: { name: string }): Promise<Result[]> {
  if (!(await page.evaluate<boolean>('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  const options = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };
  const results = await page.evaluate<AxeResults>(`window.axe.run(document, ${JSON.stringify(options)})`);
  // A whole page's screenshot costs a second or more of a busy machine: in CI only where it shows a violation.
  if (process.env.CI !== 'true' || seriousViolations(results.violations).length > 0) {
    await page.screenshot({ path: artifact(`a11y-${name.replace(/[^a-z0-9-]+/gi, '-')}.png`), fullPage: true });
  }
  return results.violations;
}

/** How many offending elements of a rule are named in a formatted violation. */
const LISTED_TARGETS = 3;

/** The serious and critical violations, one readable line each: rule, impact, help, the first elements, why the first fails, and the rule's page. */
export function seriousViolations(violations: readonly Result[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, LISTED_TARGETS).map((node) => node.target.join(' '));
      const more = violation.nodes.length > LISTED_TARGETS ? ` (+${violation.nodes.length - LISTED_TARGETS} more)` : '';
      const first = violation.nodes[0];
      const why = first ? [...first.any, ...first.all, ...first.none][0]?.message : undefined;
      return `${violation.id} [${violation.impact}] ${violation.help}: ${targets.join(' | ')}${more}${why ? ` (first: ${why})` : ''} — ${violation.helpUrl}`;
    });
}
