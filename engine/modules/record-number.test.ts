import { describe, expect, it } from 'vitest';
import { formatRecordNumber, numbersByYear } from './record-number';

describe("a record's number from its collection's numberFormat", () => {
  it('writes the year and the sequence padded to the run of #', () => {
    expect(formatRecordNumber('YYYY-####', 2026, 7)).toBe('2026-0007');
    expect(formatRecordNumber('CL-YY-#####', 2026, 1234)).toBe('CL-26-01234');
    expect(formatRecordNumber('INV/YY/###', 2009, 5)).toBe('INV/09/005');
  });

  it('keeps every digit of a sequence longer than its run', () => {
    expect(formatRecordNumber('YYYY-##', 2026, 12345)).toBe('2026-12345');
  });

  it('numbers without a year when the format names none, and says so', () => {
    expect(formatRecordNumber('P-######', 2026, 42)).toBe('P-000042');
    expect(numbersByYear('P-######')).toBe(false);
    expect(numbersByYear('YYYY-####')).toBe(true);
    expect(numbersByYear('CL-YY-###')).toBe(true);
  });
});
