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
