import type { Box as TransformBox } from 'konva/lib/shapes/Transformer';
import { useEffect, useRef, useState } from 'react';
import { FieldOverlay, type OverlayBox } from '../../src/pages/signing/FieldOverlay';
import { toPixels, type FractionBox, type Size } from '../../src/pages/signing/field-geometry';
import { SnapGuideLines } from './SnapGuideLines';
import { edgesOfAnchor, snapMove, snapResize, type Guide } from './snap-guides';

interface EditorOverlayProps {
  size: Size;
  boxes: OverlayBox[];
  selected?: string;
  /** Whether a moved or resized box snaps to the others and the page (held Alt turns it off while held). */
  snapping: boolean;
  onSelect(id: string | undefined): void;
  /** A click on the page where there is no box: where, in the overlay's pixels. */
  onPlace(point: { x: number; y: number }): void;
  onChange(id: string, box: FractionBox): void;
}

const sameGuides = (a: readonly Guide[], b: readonly Guide[]) => a.length === b.length && a.every((guide, index) => JSON.stringify(guide) === JSON.stringify(b[index]));

/**
 * The template's fields over one drawn page, as the builder edits them: the signing dialog's overlay (FieldOverlay),
 * with a moved or resized field snapping (snap-guides.ts) to the page's other fields and the page itself and guides
 * drawn where it aligns. The number of guides shown is on `data-guides`, for tests.
 */
export function EditorOverlay({ size, boxes, selected, snapping, onSelect, onPlace, onChange }: EditorOverlayProps) {
  const altHeld = useRef(false);
  const [guides, setGuides] = useState<Guide[]>([]);
  const show = (next: Guide[]) => setGuides((current) => (sameGuides(current, next) ? current : next));

  // The transformer's bound function gets no event: Alt is followed on the window.
  useEffect(() => {
    const follow = (event: KeyboardEvent | PointerEvent) => {
      altHeld.current = event.altKey;
    };
    for (const name of ['keydown', 'keyup', 'pointermove', 'pointerdown'] as const) window.addEventListener(name, follow);
    return () => {
      for (const name of ['keydown', 'keyup', 'pointermove', 'pointerdown'] as const) window.removeEventListener(name, follow);
    };
  }, []);

  const othersOf = (id: string) => boxes.filter((box) => box.id !== id).map((box) => toPixels(box, size));
  const onDragMove = (id: string, box: { x: number; y: number; width: number; height: number }, isAltHeld: boolean) => {
    if (!snapping || isAltHeld) {
      show([]);
      return { x: box.x, y: box.y };
    }
    const snapped = snapMove(box, othersOf(id), size);
    show(snapped.guides);
    return { x: snapped.box.x, y: snapped.box.y };
  };
  const resizeBox = (id: string, next: TransformBox, anchor: string | undefined): TransformBox => {
    if (!snapping || altHeld.current) {
      show([]);
      return next;
    }
    const snapped = snapResize(next, edgesOfAnchor(anchor), othersOf(id), size);
    show(snapped.guides);
    return { ...next, ...snapped.box };
  };

  return (
    <div style={{ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0 }} data-testid="editor-overlay" data-guides={guides.length}>
      <FieldOverlay size={size} boxes={boxes} {...(selected ? { selected } : {})} onSelect={onSelect} onPlace={onPlace} onChange={onChange} onDragMove={onDragMove} resizeBox={resizeBox} onSettle={() => show([])}>
        <SnapGuideLines guides={guides} />
      </FieldOverlay>
    </div>
  );
}
