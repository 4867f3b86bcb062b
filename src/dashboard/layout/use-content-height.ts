import { useEffect, type RefObject } from 'react';
import { observeChanges } from './observe-changes';

/**
 * Reports the height a card needs to show its content whole: the card's own header and padding plus the
 * content's natural height (the body's first child, which does not stretch with the card), as either resizes.
 */
export function useContentHeight(cardRef: RefObject<HTMLElement | null>, bodyRef: RefObject<HTMLElement | null>, onHeight: ((height: number) => void) | undefined): void {
  useEffect(() => {
    const card = cardRef.current;
    const body = bodyRef.current;
    if (!onHeight || !card || !body) return;
    return observeChanges(body, () => {
      const content = body.firstElementChild as HTMLElement | null;
      if (!content) return;
      const style = getComputedStyle(body);
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      const chrome = card.getBoundingClientRect().height - body.getBoundingClientRect().height;
      onHeight(Math.ceil(chrome + padding + content.getBoundingClientRect().height));
    });
  }, [bodyRef, cardRef, onHeight]);
}
