import { describe, expect, it } from 'vitest';
import { addWorkingHours, type SlaCalendar } from './sla-working-time';

// Sunday to Thursday 09:00–17:00 in Israel: eight working hours a day, Friday and Saturday off.
const israeliWeek: SlaCalendar = { workingHours: { days: ['sun', 'mon', 'tue', 'wed', 'thu'], start: '09:00', end: '17:00' }, timeZone: 'Asia/Jerusalem' };
// Sunday to Friday 08:00–19:00, Friday until 13:00 (the dental fixture's policy).
const shortFriday: SlaCalendar = { workingHours: { days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri'], start: '08:00', end: '19:00', dayOverrides: { fri: { start: '08:00', end: '13:00' } } }, timeZone: 'Asia/Jerusalem' };
const chicago: SlaCalendar = { workingHours: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], start: '09:00', end: '18:00' }, timeZone: 'America/Chicago' };

describe('addWorkingHours', () => {
  it('counts within a working day', () => {
    // Sunday 22 November 2026, 10:00 in Israel (UTC+2) and three hours on.
    expect(addWorkingHours('2026-11-22T08:00:00.000Z', 3, israeliWeek)).toBe('2026-11-22T11:00:00.000Z');
  });

  it('starts at the opening when entered before it, and carries the rest of a day to the next opening', () => {
    expect(addWorkingHours('2026-11-23T04:00:00.000Z', 1, israeliWeek)).toBe('2026-11-23T08:00:00.000Z'); // Monday 06:00 → 10:00
    expect(addWorkingHours('2026-11-23T14:45:00.000Z', 0.5, israeliWeek)).toBe('2026-11-24T07:15:00.000Z'); // Monday 16:45 → Tuesday 09:15
  });

  it('skips Friday and Saturday: entered on Thursday evening, four working hours are Sunday at 13:00', () => {
    expect(addWorkingHours('2026-11-26T16:00:00.000Z', 4, israeliWeek)).toBe('2026-11-29T11:00:00.000Z');
  });

  it('counts a short Friday, then goes on on Sunday', () => {
    // Thursday 17:00: two hours on Thursday, five on Friday morning, three on Sunday morning.
    expect(addWorkingHours('2026-11-26T15:00:00.000Z', 10, shortFriday)).toBe('2026-11-29T09:00:00.000Z');
  });

  it('falls due at the closing when the hours end with a day', () => {
    expect(addWorkingHours('2026-11-22T07:00:00.000Z', 8, israeliWeek)).toBe('2026-11-22T15:00:00.000Z');
  });

  it('counts a 48-hour SLA over six working days and a weekend', () => {
    // Thursday evening: Sunday to Thursday (40 hours) and Sunday again (8 hours), closing at 17:00.
    expect(addWorkingHours('2026-11-26T16:00:00.000Z', 48, israeliWeek)).toBe('2026-12-06T15:00:00.000Z');
  });

  it('walks back for negative hours (a reminder before the due time), across the weekend', () => {
    expect(addWorkingHours('2026-11-29T09:00:00.000Z', -4, shortFriday)).toBe('2026-11-27T10:00:00.000Z'); // Sunday 11:00 → Friday 12:00
    expect(addWorkingHours('2026-11-29T11:00:00.000Z', -4, israeliWeek)).toBe('2026-11-29T07:00:00.000Z'); // Sunday 13:00 → Sunday 09:00
    expect(addWorkingHours('2026-11-29T11:00:00.000Z', -5, israeliWeek)).toBe('2026-11-26T14:00:00.000Z'); // → Thursday 16:00
  });

  it('reads each day on the wall clock across a change of offset', () => {
    // Israel moves to summer time early on Friday 27 March 2026: Thursday 18:00 (UTC+2) plus three hours is Friday 10:00 (UTC+3).
    expect(addWorkingHours('2026-03-26T16:00:00.000Z', 3, shortFriday)).toBe('2026-03-27T07:00:00.000Z');
    // Chicago moves on Sunday 8 March 2026: Friday 17:00 (UTC-6) plus two hours is Monday 10:00 (UTC-5).
    expect(addWorkingHours('2026-03-06T23:00:00.000Z', 2, chicago)).toBe('2026-03-09T15:00:00.000Z');
  });

  it('fails loudly on a calendar with no working day and on a time that is not ISO', () => {
    const never = { ...israeliWeek, workingHours: { ...israeliWeek.workingHours, days: [] } } as unknown as SlaCalendar;
    expect(() => addWorkingHours('2026-11-22T08:00:00.000Z', 1, never)).toThrow(RangeError);
    expect(() => addWorkingHours('soon', 1, israeliWeek)).toThrow(RangeError);
  });
});
