/**
 * Calls `measure` now and whenever an element, any of its children or its list of children changes size or
 * content (a widget that loads, wraps or grows); answers how to stop.
 */
export function observeChanges(element: HTMLElement, measure: () => void): () => void {
  const resizes = new ResizeObserver(measure);
  const observeChildren = () => {
    for (const child of element.children) resizes.observe(child);
  };
  resizes.observe(element);
  observeChildren();
  const mutations = new MutationObserver(() => {
    observeChildren();
    measure();
  });
  mutations.observe(element, { childList: true, subtree: true });
  measure();
  return () => {
    resizes.disconnect();
    mutations.disconnect();
  };
}
