let injecting = true;

/**
 * Component tests in jsdom draw antd without its CSS: jsdom matches every rule of every style sheet for each
 * computed style, and antd's thousands of rules made a one-section test take seconds of work. Browsers (the app,
 * Storybook, the browser tests) always get the CSS.
 */
export function drawWithoutStyles(): void {
  injecting = false;
}

/** Whether antd's CSS-in-JS writes its style sheets into the document. */
export function isInjectingStyles(): boolean {
  return injecting;
}

/**
 * Whether antd's CSS comes with the build (server/tools/vite-antd: extracted at build time, each component's with
 * its chunk), so antd writes none at run time; development and the tests keep CSS-in-JS.
 */
export function hasStaticStyles(): boolean {
  return import.meta.env.LISHKA_ANTD_STATIC_STYLE === true;
}
