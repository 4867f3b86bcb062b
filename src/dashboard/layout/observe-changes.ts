/**
 * Calls `measure` once the element is laid out and whenever it, any of its children or its list of children changes
 * size or content (a widget that loads, wraps or grows); answers how to stop. A measure reads layout, so it runs
 * where layout is already done: in the resize observer's callback (which also fires once for each element it starts
 * observing), and for a change of content in the next frame, never in the middle of a render's commit, where each
 * read forced a layout of the whole page (two per widget card, on the dashboard's first render).
 */
export function observeChanges(element: HTMLElement, measure: () => void): () => void {
  const resizes = new ResizeObserver(() => measure());
  const observeChildren = () => {
    for (const child of element.children) resizes.observe(child);
  };
  let frame = 0;
  const mutations = new MutationObserver(() => {
    observeChildren();
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      measure();
    });
  });
  resizes.observe(element);
  observeChildren();
  mutations.observe(element, { childList: true, subtree: true });
  return () => {
    cancelAnimationFrame(frame);
    resizes.disconnect();
    mutations.disconnect();
  };
}
