import { KeyboardCode, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import dayjs from 'dayjs';
import { useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from './calendar-api';
import { wallClock, type Day } from './calendar-dates';
import { dayText } from './day-labels';
import { movedTimes } from './time-grid-layout';

interface MonthDragOptions {
  /** A day's cell, whose size is a keyboard step (a day across, a week down). */
  cell: RefObject<HTMLElement | null>;
  timeZone: string;
  titleOf(entry: Appointment): string;
  onMove(entry: Appointment, times: { startsAt: string; endsAt: string }): void;
}

/** The days between an entry's own day and another, in the office's zone. */
export const dayDeltaOf = (entry: Appointment, to: Day, timeZone: string): number => dayjs(to).diff(dayjs(wallClock(entry.startsAt, timeZone).day), 'day');

/**
 * Dragging entries between the month's days with the mouse, touch or the keyboard (arrows: a day across, a week
 * up or down, as the screen shows them), announced in the user's language: a drop on another day moves the entry
 * there at the same time of day, keeping its length.
 */
export function useMonthDrag({ cell, timeZone, titleOf, onMove }: MonthDragOptions) {
  const { t, i18n } = useTranslation('calendar');
  const [dragged, setDragged] = useState<Appointment>();
  const justDragged = useRef(false);

  const keyboard: KeyboardCoordinateGetter = useMemo(
    () => (event, { currentCoordinates }) => {
      const box = cell.current?.getBoundingClientRect();
      const [width, height] = [box?.width || 100, box?.height || 100];
      const moves: Record<string, { x: number; y: number }> = { [KeyboardCode.Down]: { x: 0, y: height }, [KeyboardCode.Up]: { x: 0, y: -height }, [KeyboardCode.Right]: { x: width, y: 0 }, [KeyboardCode.Left]: { x: -width, y: 0 } };
      const move = moves[event.code];
      if (!move) return undefined;
      event.preventDefault();
      return { x: currentCoordinates.x + move.x, y: currentCoordinates.y + move.y };
    },
    [cell],
  );
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: keyboard }));

  const accessibility = useMemo(() => {
    const entryOf = (data: unknown) => (data as { entry: Appointment } | undefined)?.entry;
    const dayName = (day: unknown) => (typeof day === 'string' ? dayText(day, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }) : '');
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('announce.start', { title: titleOf(entryOf(active.data.current)!) }),
      onDragMove: () => undefined,
      onDragOver: ({ active, over }) => (over ? t('announce.over', { title: titleOf(entryOf(active.data.current)!), time: dayName(over.id) }) : undefined),
      onDragEnd: ({ active, over }) => (over ? t('announce.end', { title: titleOf(entryOf(active.data.current)!), time: dayName(over.id) }) : t('announce.cancel', { title: titleOf(entryOf(active.data.current)!) })),
      onDragCancel: ({ active }) => t('announce.cancel', { title: titleOf(entryOf(active.data.current)!) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('monthDragHint') } };
  }, [i18n.language, t, titleOf]);

  const handlers = {
    onDragStart: ({ active }: { active: { data: { current?: unknown } } }) => setDragged((active.data.current as { entry: Appointment }).entry),
    onDragCancel: () => setDragged(undefined),
    onDragEnd: (event: DragEndEvent) => {
      setDragged(undefined);
      // The click that ends a pointer drag is not a press on the entry.
      justDragged.current = true;
      setTimeout(() => (justDragged.current = false), 0);
      const entry = (event.active.data.current as { entry?: Appointment } | undefined)?.entry;
      const to = event.over?.id;
      if (!entry || typeof to !== 'string') return;
      const delta = dayDeltaOf(entry, to, timeZone);
      if (delta !== 0) onMove(entry, movedTimes(entry, delta, 0, timeZone));
    },
  };

  return { sensors, accessibility, handlers, dragged, justDragged };
}
