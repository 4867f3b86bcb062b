import { describe, expect, it } from 'vitest';
import { listOverdue, slaCalendarOf, slaDeadline, slaTimes, type SlaCalendar } from './sla';
import { caseWorkflow } from './workflow-fixtures';

describe('slaDeadline', () => {
  it('adds fractional SLA hours: 0.5 is thirty minutes', () => {
    expect(slaDeadline(caseWorkflow, 'open', '2025-01-10T08:00:00.000Z')).toBe('2025-01-10T08:30:00.000Z');
  });

  it('adds whole hours across days, from any ISO offset', () => {
    expect(slaDeadline(caseWorkflow, 'working', '2025-01-10T23:15:00+02:00')).toBe('2025-01-11T21:15:00.000Z');
  });

  it('is undefined for a stage without an SLA and for an unknown stage', () => {
    expect(slaDeadline(caseWorkflow, 'review', '2025-01-10T08:00:00.000Z')).toBeUndefined();
    expect(slaDeadline(caseWorkflow, 'nowhere', '2025-01-10T08:00:00.000Z')).toBeUndefined();
  });

  it('fails loudly on a time that is not ISO', () => {
    expect(() => slaDeadline(caseWorkflow, 'open', 'yesterday')).toThrow(RangeError);
  });
});

describe('listOverdue', () => {
  const now = '2025-01-11T12:00:00.000Z';
  const items = [
    { id: 'a', stage: 'open', enteredAt: '2025-01-11T11:00:00.000Z' }, // due 11:30, 0.5 h late
    { id: 'b', stage: 'working', enteredAt: '2025-01-10T06:00:00.000Z' }, // due 01-11 06:00, 6 h late
    { id: 'c', stage: 'working', enteredAt: '2025-01-10T12:00:00.000Z' }, // due exactly now: not late
    { id: 'd', stage: 'open', enteredAt: '2025-01-11T11:45:00.000Z' }, // due 12:15: not yet
    { id: 'e', stage: 'review', enteredAt: '2024-01-01T00:00:00.000Z' }, // no SLA
    { id: 'f', stage: 'open', enteredAt: '2025-01-11T09:00:00.000Z' }, // due 09:30, 2.5 h late
  ];

  it('lists the items past their deadline, most overdue first, with deadline and hours late', () => {
    expect(listOverdue(caseWorkflow, items, now)).toEqual([
      { id: 'b', stage: 'working', enteredAt: '2025-01-10T06:00:00.000Z', deadline: '2025-01-11T06:00:00.000Z', hoursOverdue: 6 },
      { id: 'f', stage: 'open', enteredAt: '2025-01-11T09:00:00.000Z', deadline: '2025-01-11T09:30:00.000Z', hoursOverdue: 2.5 },
      { id: 'a', stage: 'open', enteredAt: '2025-01-11T11:00:00.000Z', deadline: '2025-01-11T11:30:00.000Z', hoursOverdue: 0.5 },
    ]);
  });

  it('is empty when nothing is late', () => {
    expect(listOverdue(caseWorkflow, items, '2025-01-10T06:10:00.000Z')).toEqual([]);
    expect(listOverdue(caseWorkflow, [], now)).toEqual([]);
  });
});

describe('slaTimes', () => {
  it('reminds a quarter of the SLA before the due time when the stage names no lead time', () => {
    expect(slaTimes(caseWorkflow, 'open', '2025-01-10T08:00:00.000Z')).toEqual({ dueAt: '2025-01-10T08:30:00.000Z', remindAt: '2025-01-10T08:22:30.000Z' });
  });

  it("reminds the stage's reminderHours before the due time", () => {
    const definition = { ...caseWorkflow, stages: caseWorkflow.stages.map((stage) => (stage.id === 'working' ? { ...stage, sla: { hours: 24, reminderHours: 2 } } : stage)) };
    expect(slaTimes(definition, 'working', '2025-01-10T08:00:00.000Z')).toEqual({ dueAt: '2025-01-11T08:00:00.000Z', remindAt: '2025-01-11T06:00:00.000Z' });
    expect(slaTimes(definition, 'review', '2025-01-10T08:00:00.000Z')).toBeUndefined();
  });
});

describe('SLAs on the working clock', () => {
  const calendar: SlaCalendar = { workingHours: { days: ['sun', 'mon', 'tue', 'wed', 'thu'], start: '09:00', end: '17:00' }, timeZone: 'Asia/Jerusalem' };
  const working = { ...caseWorkflow, stages: caseWorkflow.stages.map((stage) => (stage.id === 'working' ? { ...stage, sla: { hours: 8, reminderHours: 2, clock: 'working' as const } } : stage)) };

  it('counts working hours for the due time and the reminder: entered on Thursday evening, due on Sunday at closing', () => {
    expect(slaTimes(working, 'working', '2026-11-26T16:00:00.000Z', calendar)).toEqual({ dueAt: '2026-11-29T15:00:00.000Z', remindAt: '2026-11-29T13:00:00.000Z' });
    expect(slaDeadline(working, 'working', '2026-11-26T16:00:00.000Z', calendar)).toBe('2026-11-29T15:00:00.000Z');
  });

  it('keeps the wall clock for a stage that does not say working, calendar or not', () => {
    expect(slaDeadline(working, 'open', '2026-11-26T16:00:00.000Z', calendar)).toBe('2026-11-26T16:30:00.000Z');
  });

  it('lists a working-hours record overdue only once its working hours are spent', () => {
    const items = [{ id: 'w', stage: 'working', enteredAt: '2026-11-26T16:00:00.000Z' }];
    expect(listOverdue(working, items, '2026-11-28T12:00:00.000Z', calendar)).toEqual([]);
    expect(listOverdue(working, items, '2026-11-29T16:00:00.000Z', calendar)).toEqual([{ ...items[0], deadline: '2026-11-29T15:00:00.000Z', hoursOverdue: 1 }]);
  });

  it('fails loudly when a working-hours stage is timed without its calendar', () => {
    expect(() => slaDeadline(working, 'working', '2026-11-26T16:00:00.000Z')).toThrow(/working hours/);
  });

  it("reads the calendar from an office's scheduling policy and time zone", () => {
    expect(slaCalendarOf({ settings: { scheduling: { workingHours: calendar.workingHours } }, localization: { timeZone: 'Asia/Jerusalem' } })).toEqual(calendar);
  });
});
