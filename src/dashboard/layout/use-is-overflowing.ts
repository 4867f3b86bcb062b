import { useEffect, useState, type RefObject } from 'react';
import { observeChanges } from './observe-changes';

/** Whether an element's content is taller or wider than the element (it scrolls), kept up to date as either resizes. */
export function useIsOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [isOverflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return observeChanges(element, () => setOverflowing(element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1));
  }, [ref]);
  return isOverflowing;
}
