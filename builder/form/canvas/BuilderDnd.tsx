import { closestCenter, DndContext, KeyboardSensor, PointerSensor, pointerWithin, useSensor, useSensors, type CollisionDetection, type DragEndEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuilderForm } from '../model/builder-form';
import type { BuilderAction } from '../model/builder-reducer';
import { builderAnnouncements } from './builder-announcements';
import { parseDragId } from './drag-ids';
import { dropAction } from './drop-action';

// A section is dropped among sections; a field or a palette type on a field or a section's drop area, the field under
// the pointer first (a section's area holds its fields), else the nearest field or empty area (the keyboard has no pointer).
const collision: CollisionDetection = (args) => {
  const kind = parseDragId(args.active.id)?.kind;
  if (kind === 'section') return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((container) => parseDragId(container.id)?.kind === 'section') });
  const targets = args.droppableContainers.filter((container) => {
    const target = parseDragId(container.id);
    return target?.kind === 'field' || target?.kind === 'body';
  });
  const within = pointerWithin({ ...args, droppableContainers: targets });
  if (within.length) return [within.find((hit) => parseDragId(hit.id)?.kind === 'field') ?? within[0]!];
  return closestCenter({ ...args, droppableContainers: targets });
};

/** The drag and drop of the builder: palette types onto the canvas, fields and sections reordered, by mouse and keyboard, announced in the user's language. */
export function BuilderDnd({ form, dispatch, children }: { form: BuilderForm; dispatch(action: BuilderAction): void; children: ReactNode }) {
  const { t, i18n } = useTranslation('formBuilder');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const accessibility = useMemo(
    () => ({ announcements: builderAnnouncements((key, values) => t(key, values), i18n.language, () => form), screenReaderInstructions: { draggable: t('announce.instructions') } }),
    [t, i18n.language, form],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const action = dropAction(form, active.id, over?.id);
    if (action) dispatch(action);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={collision} accessibility={accessibility} onDragEnd={onDragEnd}>
      {children}
    </DndContext>
  );
}
