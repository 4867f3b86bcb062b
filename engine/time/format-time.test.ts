import { describe, expect, it } from 'vitest';
import { formatTime, isTimeZone } from './format-time';

const MOMENT = '2026-11-29T08:00:00.000Z';

describe('formatTime', () => {
  it('writes a moment in the given time zone, not in UTC', () => {
    expect(formatTime(MOMENT, { language: 'en', timeZone: 'Asia/Jerusalem' })).toMatch(/Nov 29, 2026.*10:00\s?AM/);
    expect(formatTime(MOMENT, { language: 'en', timeZone: 'America/Chicago' })).toMatch(/Nov 29, 2026.*2:00\s?AM/);
    expect(formatTime(MOMENT, { language: 'en', timeZone: 'Asia/Jerusalem' })).not.toContain('T08:00');
  });

  it('writes it in the language: Hebrew month names, a 24-hour clock', () => {
    const hebrew = formatTime(MOMENT, { language: 'he', timeZone: 'Asia/Jerusalem' });
    expect(hebrew).toContain('10:00');
    expect(hebrew).toMatch(/נוב/);
  });

  it('writes a calendar date as that day in every zone, and the full and short styles', () => {
    expect(formatTime('1990-05-01', { language: 'en', timeZone: 'America/Los_Angeles' })).toBe('May 1, 1990');
    expect(formatTime(MOMENT, { language: 'en', timeZone: 'Asia/Jerusalem', style: 'full' })).toMatch(/^Sunday, November 29, 2026/);
    expect(formatTime(MOMENT, { language: 'en', timeZone: 'Asia/Jerusalem', style: 'date' })).toBe('Nov 29, 2026');
  });

  it('keeps what is no date as it was, and an unknown zone falls back to the browser’s', () => {
    expect(formatTime('soon', { language: 'en', timeZone: 'Asia/Jerusalem' })).toBe('soon');
    expect(() => formatTime(MOMENT, { language: 'en', timeZone: 'Mars/Olympus' })).not.toThrow();
    expect(isTimeZone('Asia/Jerusalem')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone(null)).toBe(false);
  });
});

describe("formatTime in the office's formats (localization.dateFormat, timeFormat)", () => {
  it('writes the date in the order the office says, with its clock', () => {
    const at = { language: 'en', timeZone: 'Asia/Jerusalem' };
    expect(formatTime(MOMENT, { ...at, dateFormat: 'DD/MM/YYYY', timeFormat: '24h' })).toBe('29/11/2026 10:00');
    expect(formatTime(MOMENT, { ...at, dateFormat: 'MM/DD/YYYY', timeFormat: '12h' })).toMatch(/^11\/29\/2026 10:00\s?AM$/);
    expect(formatTime(MOMENT, { ...at, dateFormat: 'YYYY-MM-DD', style: 'date' })).toBe('2026-11-29');
    expect(formatTime('1990-05-01', { ...at, dateFormat: 'DD.MM.YYYY' })).toBe('01.05.1990');
  });

  it('keeps the weekday and month names in the full style, with the office clock', () => {
    expect(formatTime(MOMENT, { language: 'en', timeZone: 'Asia/Jerusalem', style: 'full', dateFormat: 'DD/MM/YYYY', timeFormat: '24h' })).toMatch(/^Sunday, November 29, 2026.*10:00$/);
    expect(formatTime(MOMENT, { language: 'he', timeZone: 'Asia/Jerusalem', style: 'dateTime', timeFormat: '12h' })).toMatch(/10:00/);
  });
});
