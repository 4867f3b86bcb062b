import { KeyboardCode, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type DragMoveEvent, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from './calendar-api';
import { clockText, wallClock } from './calendar-dates';
import { movedTimes, PX_PER_MINUTE, resizedEnd, snapped, SNAP_MINUTES } from './time-grid-layout';

/** What a drag does: moves an entry or drags its end. */
export type DragMode = 'move' | 'resize';

/** A drag under way: the entry, what it does, and where it would land (whole days, snapped minutes). */
export interface DragPreview {
  entry: Appointment;
  mode: DragMode;
  dayDelta: number;
  minuteDelta: number;
}

interface GridDragOptions {
  /** The first day column, whose width is a day's step. */
  column: RefObject<HTMLElement | null>;
  isRtl: boolean;
  /** How far a move may go, in days, before and after its own day (the days shown). */
  dayLimits(entry: Appointment): { before: number; after: number };
  timeZone: string;
  titleOf(entry: Appointment): string;
  onMove(entry: Appointment, times: { startsAt: string; endsAt: string }): void;
  onResize(entry: Appointment, endsAt: string): void;
}

/**
 * Dragging entries across the day and week grids with the mouse, touch or the keyboard (arrows: a snap up or down,
 * a day across as the screen shows it), announced in the user's language; a drop reports the new times.
 */
export function useGridDrag({ column, isRtl, dayLimits, timeZone, titleOf, onMove, onResize }: GridDragOptions) {
  const { t } = useTranslation('calendar');
  const [preview, setPreview] = useState<DragPreview>();
  const latest = useRef<DragPreview | undefined>(undefined);

  const keyboard: KeyboardCoordinateGetter = useMemo(
    () => (event, { currentCoordinates }) => {
      const step = SNAP_MINUTES * PX_PER_MINUTE;
      const width = column.current?.getBoundingClientRect().width ?? 100;
      const moves: Record<string, { x: number; y: number }> = { [KeyboardCode.Down]: { x: 0, y: step }, [KeyboardCode.Up]: { x: 0, y: -step }, [KeyboardCode.Right]: { x: width, y: 0 }, [KeyboardCode.Left]: { x: -width, y: 0 } };
      const move = moves[event.code];
      if (!move) return undefined;
      event.preventDefault();
      return { x: currentCoordinates.x + move.x, y: currentCoordinates.y + move.y };
    },
    [column],
  );
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: keyboard }));

  const previewOf = (event: DragMoveEvent | DragEndEvent): DragPreview | undefined => {
    const data = event.active.data.current as { entry?: Appointment; mode?: DragMode } | undefined;
    if (!data?.entry || !data.mode) return undefined;
    const width = column.current?.getBoundingClientRect().width ?? Number.POSITIVE_INFINITY;
    const limits = dayLimits(data.entry);
    const across = data.mode === 'move' ? Math.round(event.delta.x / width) * (isRtl ? -1 : 1) : 0;
    return { entry: data.entry, mode: data.mode, dayDelta: Math.min(limits.after, Math.max(-limits.before, across)), minuteDelta: snapped(event.delta.y / PX_PER_MINUTE) };
  };

  const timeOf = (drag: DragPreview | undefined): string => {
    if (!drag) return '';
    const at = drag.mode === 'move' ? movedTimes(drag.entry, drag.dayDelta, drag.minuteDelta, timeZone).startsAt : resizedEnd(drag.entry, drag.minuteDelta);
    return clockText(wallClock(at, timeZone).minutes);
  };

  const accessibility = useMemo(() => {
    const title = () => (latest.current ? titleOf(latest.current.entry) : '');
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('announce.start', { title: titleOf((active.data.current as { entry: Appointment }).entry) }),
      onDragMove: () => (latest.current ? t('announce.over', { title: title(), time: timeOf(latest.current) }) : undefined),
      onDragOver: () => undefined,
      onDragEnd: () => t('announce.end', { title: title(), time: timeOf(latest.current) }),
      onDragCancel: () => t('announce.cancel', { title: title() }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('dragHint') } };
  }, [t, titleOf, timeZone]);

  const handlers = {
    onDragStart: () => undefined,
    onDragMove: (event: DragMoveEvent) => {
      latest.current = previewOf(event);
      setPreview(latest.current);
    },
    onDragCancel: () => setPreview(undefined),
    onDragEnd: (event: DragEndEvent) => {
      const drag = previewOf(event);
      latest.current = drag;
      setPreview(undefined);
      if (!drag || (drag.dayDelta === 0 && drag.minuteDelta === 0)) return;
      if (drag.mode === 'move') onMove(drag.entry, movedTimes(drag.entry, drag.dayDelta, drag.minuteDelta, timeZone));
      else onResize(drag.entry, resizedEnd(drag.entry, drag.minuteDelta));
    },
  };

  return { sensors, accessibility, preview, handlers };
}
