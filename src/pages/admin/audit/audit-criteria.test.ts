import { describe, expect, it } from 'vitest';
import { criteriaParams, DEFAULT_CRITERIA, exportFileName, exportPath, logsPath, mergeCriteria, readCriteria } from './audit-criteria';

describe('the audit search criteria', () => {
  it('reads the defaults from an empty address, and anything unreadable as the default', () => {
    expect(readCriteria(new URLSearchParams(''))).toEqual(DEFAULT_CRITERIA);
    expect(readCriteria(new URLSearchParams('pageNumber=0&pageSize=999&orderBy=password&eventType=%20'))).toEqual(DEFAULT_CRITERIA);
  });

  it('round-trips a search through the address, leaving the defaults out', () => {
    const criteria = { ...DEFAULT_CRITERIA, eventType: 'audit.toggle', successOnly: true, pageNumber: 3, orderBy: 'eventType' as const, orderDescending: false };
    const params = criteriaParams(criteria);
    expect(params.toString()).toBe('eventType=audit.toggle&successOnly=true&orderBy=eventType&orderDescending=false&pageNumber=3');
    expect(readCriteria(params)).toEqual(criteria);
    expect(criteriaParams(DEFAULT_CRITERIA).toString()).toBe('');
  });

  it('merges a change into the current criteria, an empty text removing its filter', () => {
    const current = { ...DEFAULT_CRITERIA, eventType: 'a', serviceName: 'b' };
    expect(mergeCriteria(current, { eventType: '', pageNumber: 2 })).toEqual({ ...DEFAULT_CRITERIA, serviceName: 'b', pageNumber: 2 });
  });

  it('asks the server for every criterion, and exports without the page', () => {
    expect(logsPath(DEFAULT_CRITERIA)).toBe('/audit/logs?orderBy=occurredAt&orderDescending=true&pageNumber=1&pageSize=50');
    expect(exportPath({ ...DEFAULT_CRITERIA, userId: 'u', pageNumber: 4 }, 'csv')).toBe('/audit/export?userId=u&orderBy=occurredAt&orderDescending=true&format=csv');
  });

  it('names the file audit-logs-{timestamp}.{format}', () => {
    expect(exportFileName('json', new Date('2026-03-04T05:06:07.089Z'))).toBe('audit-logs-2026-03-04T05-06-07-089Z.json');
  });
});
