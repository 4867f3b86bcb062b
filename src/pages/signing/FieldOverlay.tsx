import type Konva from 'konva';
import type { Box as TransformBox } from 'konva/lib/shapes/Transformer';
import { useEffect, useRef, type ReactNode } from 'react';
import { Group, Layer, Rect, Stage, Text, Transformer } from 'react-konva';
import { toFraction, toPixels, type FractionBox, type Size } from './field-geometry';

/** A box as the overlay draws it. */
export interface OverlayBox extends FractionBox {
  id: string;
  colour: string;
  label: string;
}

interface FieldOverlayProps {
  size: Size;
  boxes: OverlayBox[];
  selected?: string;
  onSelect(id: string | undefined): void;
  /** A click on the page where there is no box: where, in the overlay's pixels. */
  onPlace(point: { x: number; y: number }): void;
  onChange(id: string, box: FractionBox): void;
  /** While a box is dragged: where it goes instead (snapping), from its box in pixels and whether Alt is held. */
  onDragMove?(id: string, box: { x: number; y: number; width: number; height: number }, isAltHeld: boolean): { x: number; y: number };
  /** While the selected box is resized, inside the page: the box it takes instead (snapping), given the handle held. */
  resizeBox?(id: string, next: TransformBox, anchor: string | undefined): TransformBox;
  /** Once a move or a resize has ended. */
  onSettle?(): void;
  /** What the layer draws over the boxes (alignment guides). */
  children?: ReactNode;
}

// A resize that would leave the page, or make a box smaller than a fingertip's target, keeps the last box.
const outOfPage = (next: TransformBox, size: Size) => next.width < 8 || next.height < 8 || next.x < -1 || next.y < -1 || next.x + next.width > size.width + 1 || next.y + next.height > size.height + 1;

/**
 * The boxes over one drawn page (konva): a click on the page places a box, a box is dragged to move it and its
 * selection's handles resize it; every change goes back as fractions of the page. The signing dialog uses it as it
 * is; the PDF builder adds snapping and guides through `onDragMove`, `resizeBox` and `children`.
 */
export function FieldOverlay({ size, boxes, selected, onSelect, onPlace, onChange, onDragMove, resizeBox, onSettle, children }: FieldOverlayProps) {
  const transformer = useRef<Konva.Transformer>(null);
  const layer = useRef<Konva.Layer>(null);
  useEffect(() => {
    const node = selected ? layer.current?.findOne(`#${CSS.escape(selected)}`) : undefined;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selected, boxes]);

  const readBack = (id: string, node: Konva.Node) => {
    onSettle?.();
    const rect = { x: node.x(), y: node.y(), width: node.width() * node.scaleX(), height: node.height() * node.scaleY() };
    node.scale({ x: 1, y: 1 });
    onChange(id, toFraction(rect, size));
  };

  return (
    <Stage
      width={size.width}
      height={size.height}
      style={{ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, cursor: 'crosshair' }}
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
              onDragMove={(event) => {
                if (!onDragMove) return;
                const node = event.target;
                node.position(onDragMove(box.id, { x: node.x(), y: node.y(), width: node.width(), height: node.height() }, (event.evt as { altKey?: boolean } | undefined)?.altKey === true));
              }}
              onDragEnd={(event) => readBack(box.id, event.target)}
              onTransformEnd={(event) => readBack(box.id, event.target)}
            >
              <Rect width={rect.width} height={rect.height} fill={`${box.colour}33`} stroke={box.colour} strokeWidth={selected === box.id ? 2 : 1} dash={selected === box.id ? undefined : [4, 3]} cornerRadius={2} />
              <Text text={box.label} width={rect.width} height={rect.height} padding={3} fontSize={Math.max(9, Math.min(13, rect.height * 0.45))} fill={box.colour} align="center" verticalAlign="middle" ellipsis wrap="none" listening={false} />
            </Group>
          );
        })}
        <Transformer
          ref={transformer}
          rotateEnabled={false}
          keepRatio={false}
          ignoreStroke
          flipEnabled={false}
          boundBoxFunc={(old, next) => (outOfPage(next, size) ? old : resizeBox && selected ? resizeBox(selected, next, transformer.current?.getActiveAnchor() ?? undefined) : next)}
        />
        {children}
      </Layer>
    </Stage>
  );
}
