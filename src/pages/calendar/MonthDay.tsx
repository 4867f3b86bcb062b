import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { Day } from './calendar-dates';

interface MonthDayProps {
  day: Day;
  className: string;
  children: ReactNode;
  cellRef?: (element: HTMLDivElement | null) => void;
}

/** A day of the month view, where a dragged entry may be dropped (marked while one is over it). */
export function MonthDay({ day, className, children, cellRef }: MonthDayProps) {
  const { setNodeRef, isOver } = useDroppable({ id: day });
  const ref = (element: HTMLDivElement | null) => {
    setNodeRef(element);
    cellRef?.(element);
  };
  return (
    <div ref={ref} className={`${className}${isOver ? ' is-drop-target' : ''}`} data-testid="calendar-month-day" data-day={day} data-over={isOver ? 'true' : undefined}>
      {children}
    </div>
  );
}
