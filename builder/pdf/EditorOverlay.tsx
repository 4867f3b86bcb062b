import type Konva from 'konva';
import type { Box as TransformBox } from 'konva/lib/shapes/Transformer';
import { useEffect, useRef, useState } from 'react';
import { Group, Layer, Rect, Stage, Text, Transformer } from 'react-konva';
import type { OverlayBox } from '../../src/pages/signing/FieldOverlay';
import { toFraction, toPixels, type FractionBox, type Size } from '../../src/pages/signing/field-geometry';
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
 * The template's fields over one drawn page (konva), as the builder edits them: a click on the page places a field, a
 * field is dragged to move it and its selection's handles resize it, snapping (snap-guides.ts) to the page's other
 * fields and the page itself with guides drawn where it aligns; every change goes back as fractions of the page.
 * The number of guides shown is on `data-guides`, for tests.
 */
export function EditorOverlay({ size, boxes, selected, snapping, onSelect, onPlace, onChange }: EditorOverlayProps) {
  const transformer = useRef<Konva.Transformer>(null);
  const layer = useRef<Konva.Layer>(null);
  const altHeld = useRef(false);
  const [guides, setGuides] = useState<Guide[]>([]);
  const show = (next: Guide[]) => setGuides((current) => (sameGuides(current, next) ? current : next));

  useEffect(() => {
    const node = selected ? layer.current?.findOne(`#${CSS.escape(selected)}`) : undefined;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selected, boxes]);

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
  const readBack = (id: string, node: Konva.Node) => {
    show([]);
    const rect = { x: node.x(), y: node.y(), width: node.width() * node.scaleX(), height: node.height() * node.scaleY() };
    node.scale({ x: 1, y: 1 });
    onChange(id, toFraction(rect, size));
  };

  const onDragMove = (id: string, event: Konva.KonvaEventObject<DragEvent>) => {
    const node = event.target;
    if (!snapping || (event.evt as { altKey?: boolean } | undefined)?.altKey) return show([]);
    const snapped = snapMove({ x: node.x(), y: node.y(), width: node.width(), height: node.height() }, othersOf(id), size);
    node.position({ x: snapped.box.x, y: snapped.box.y });
    show(snapped.guides);
  };

  const boundBox = (old: TransformBox, next: TransformBox): TransformBox => {
    if (next.width < 8 || next.height < 8 || next.x < -1 || next.y < -1 || next.x + next.width > size.width + 1 || next.y + next.height > size.height + 1) return old;
    if (!snapping || altHeld.current || !selected) {
      show([]);
      return next;
    }
    const snapped = snapResize(next, edgesOfAnchor(transformer.current?.getActiveAnchor()), othersOf(selected), size);
    show(snapped.guides);
    return { ...next, ...snapped.box };
  };

  return (
    <div style={{ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0 }} data-testid="editor-overlay" data-guides={guides.length}>
      <Stage
        width={size.width}
        height={size.height}
        style={{ cursor: 'crosshair' }}
        onMouseDown={(event) => {
          if (event.target !== event.target.getStage()) return;
          const point = event.target.getStage()?.getPointerPosition();
          onSelect(undefined);
          if (point) onPlace(point);
        }}
        onTouchStart={(event) => {
          if (event.target !== event.target.getStage()) return;
          const point = event.target.getStage()?.getPointerPosition();
          if (point) onPlace(point);
        }}
      >
        <Layer ref={layer}>
          {boxes.map((box) => {
            const rect = toPixels(box, size);
            return (
              <Group
                key={box.id}
                id={box.id}
                x={rect.x}
                y={rect.y}
                width={rect.width}
                height={rect.height}
                draggable
                dragBoundFunc={(position) => ({ x: Math.min(Math.max(0, position.x), size.width - rect.width), y: Math.min(Math.max(0, position.y), size.height - rect.height) })}
                onMouseDown={() => onSelect(box.id)}
                onTap={() => onSelect(box.id)}
                onDragMove={(event) => onDragMove(box.id, event)}
                onDragEnd={(event) => readBack(box.id, event.target)}
                onTransformEnd={(event) => readBack(box.id, event.target)}
              >
                <Rect width={rect.width} height={rect.height} fill={`${box.colour}33`} stroke={box.colour} strokeWidth={selected === box.id ? 2 : 1} dash={selected === box.id ? undefined : [4, 3]} cornerRadius={2} />
                <Text text={box.label} width={rect.width} height={rect.height} padding={3} fontSize={Math.max(9, Math.min(13, rect.height * 0.45))} fill={box.colour} align="center" verticalAlign="middle" ellipsis wrap="none" listening={false} />
              </Group>
            );
          })}
          <Transformer ref={transformer} rotateEnabled={false} keepRatio={false} ignoreStroke flipEnabled={false} boundBoxFunc={boundBox} />
          <SnapGuideLines guides={guides} />
        </Layer>
      </Stage>
    </div>
  );
}
