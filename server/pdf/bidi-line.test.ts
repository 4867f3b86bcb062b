import { describe, expect, it } from 'vitest';
import { visualLine } from './bidi-line';

describe('visualLine', () => {
  it('reverses Hebrew runs and keeps numbers, e-mails and Latin left to right inside them', () => {
    expect(visualLine('שלום 123456782 דנה', true)).toBe('הנד 123456782 םולש');
    expect(visualLine('כתבו ל-dana@example.co.il היום', true)).toBe('םויה dana@example.co.il-ל ובתכ');
    expect(visualLine('סכום של ₪12,500 בלבד', true)).toBe('דבלב ₪12,500 לש םוכס');
  });

  it('leaves a left-to-right line alone, and reverses the Hebrew inside one', () => {
    expect(visualLine('ID 123456782, call 050-1234567', false)).toBe('ID 123456782, call 050-1234567');
    expect(visualLine('Dear דנה כהן, welcome', false)).toBe('Dear ןהכ הנד, welcome');
  });

  it('mirrors brackets and keeps a combining mark after its letter', () => {
    expect(visualLine('שם (פרטי)', true)).toBe('(יטרפ) םש');
    // shin, qamats, shin dot, lamed, vav, holam, final mem
    expect(visualLine('\u05E9\u05B8\u05C1\u05DC\u05D5\u05B9\u05DD', true)).toBe('\u05DD\u05D5\u05B9\u05DC\u05E9\u05B8\u05C1');
  });
});
