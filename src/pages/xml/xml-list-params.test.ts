import { describe, expect, it } from 'vitest';
import { readXmlListParams, writeXmlListParams, xmlListPath } from './xml-list-params';

const read = (query: string) => readXmlListParams(new URLSearchParams(query));
const write = (query: string, changes: Parameters<typeof writeXmlListParams>[1]) => writeXmlListParams(new URLSearchParams(query), changes).toString();

describe('the XML list’s address', () => {
  it('reads the defaults from a bare address (page 1 of 10, newest first) and ignores what it does not know', () => {
    expect(read('')).toEqual({ page: 1, limit: 10, sortBy: 'uploadedAt', sortOrder: 'desc' });
    expect(read('page=-1&limit=7&status=lost&sortBy=owner&sortOrder=up&dateFrom=yesterday')).toEqual({ page: 1, limit: 10, sortBy: 'uploadedAt', sortOrder: 'desc' });
  });

  it('reads the filters, sort and page', () => {
    expect(read('status=invalid&q=%20000000018%20&tags=a,b,a&dateFrom=2026-11-01&dateTo=2026-11-30&sortBy=fileSize&sortOrder=asc&page=3&limit=50')).toEqual({
      page: 3,
      limit: 50,
      status: 'invalid',
      q: '000000018',
      tags: ['a', 'b'],
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      sortBy: 'fileSize',
      sortOrder: 'asc',
    });
  });

  it('goes back to page 1 when a filter, the sort or the page size changes, and keeps the page when only the page does', () => {
    expect(write('page=3&status=invalid', { page: 4 })).toBe('status=invalid&page=4');
    expect(write('page=3&status=invalid', { status: 'validated' })).toBe('status=validated');
    expect(write('page=3', { limit: 20 })).toBe('limit=20');
    expect(write('page=3', { q: 'מסלקה' })).toBe(`q=${encodeURIComponent('מסלקה')}`);
    expect(write('page=3', { tags: ['a'] })).toBe('tags=a');
    expect(write('page=3', { dateFrom: '2026-11-01' })).toBe('dateFrom=2026-11-01');
    expect(write('page=3', { sortBy: 'fileName', sortOrder: 'asc' })).toBe('sortBy=fileName&sortOrder=asc');
  });

  it('keeps the address’s other keys (the tab) and drops a filter set to nothing', () => {
    expect(write('tab=analytics&status=failed&page=2', { status: undefined })).toBe('tab=analytics');
  });

  it('asks the list for the page, or the search when there are words', () => {
    expect(xmlListPath(read('status=invalid&tags=a,b&page=2'))).toBe('/xml/documents?page=2&limit=10&status=invalid&tags=a%2Cb&sortBy=uploadedAt&sortOrder=desc');
    expect(xmlListPath(read('q=1000001&dateFrom=2026-11-01'))).toBe('/xml/search?q=1000001&page=1&limit=10&dateFrom=2026-11-01&sortBy=uploadedAt&sortOrder=desc');
  });
});
