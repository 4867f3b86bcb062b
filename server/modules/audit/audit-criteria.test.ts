import { describe, expect, it } from 'vitest';
import { containsPattern, readCriteria } from './audit-criteria';

describe('audit search criteria', () => {
  it('takes a date alone as the whole day in UTC, and a date-time as it is', () => {
    expect(readCriteria({ startDate: '2021-04-02', endDate: '2021-04-03' })).toEqual({ successOnly: false, from: new Date('2021-04-02T00:00:00Z'), before: new Date('2021-04-04T00:00:00Z') });
    expect(readCriteria({ endDate: '2021-04-03T10:00:00Z' }).before).toEqual(new Date('2021-04-03T10:00:00.001Z'));
    expect(readCriteria({ startDate: '2021-04-03', endDate: '2021-04-03' }).before).toEqual(new Date('2021-04-04T00:00:00Z'));
  });

  it('refuses an end before the start, naming endDate', () => {
    expect(() => readCriteria({ startDate: '2021-04-03', endDate: '2021-04-02' })).toThrow(expect.objectContaining({ status: 400, code: 'INVALID_DATE_RANGE', errors: [expect.objectContaining({ field: 'endDate' })] }));
  });

  it('drops empty texts and keeps the rest trimmed', () => {
    expect(readCriteria({ eventType: ' client.update ', serviceName: '', searchText: '   ', successOnly: true })).toEqual({ eventType: 'client.update', successOnly: true });
  });

  it('makes a LIKE pattern that takes %, _ and \\ literally', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
