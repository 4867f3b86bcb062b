import { describe, expect, it } from 'vitest';
import { isFiltered, listQuery, readListParams, writeListParams } from './client-list-params';

describe('the client list parameters in the address', () => {
  it('reads the defaults of spec 2 §5 from an empty address, and ignores what is out of range', () => {
    expect(readListParams(new URLSearchParams(''), 'client')).toEqual({ kind: 'client', page: 1, limit: 20, sortBy: 'createdAt', sortOrder: 'desc' });
    expect(readListParams(new URLSearchParams('page=-2&limit=1000&sortBy=password&sortOrder=up'), 'lead')).toEqual({ kind: 'lead', page: 1, limit: 20, sortBy: 'createdAt', sortOrder: 'desc' });
  });

  it('reads filters and search, trimmed', () => {
    const params = readListParams(new URLSearchParams('status=active&tag=urgent&search=%20cohen%20&page=3&limit=50'), 'client');
    expect(params).toMatchObject({ status: 'active', tag: 'urgent', search: 'cohen', page: 3, limit: 50 });
    expect(isFiltered(params)).toBe(true);
    expect(isFiltered(readListParams(new URLSearchParams('page=2'), 'client'))).toBe(false);
  });

  it('goes back to page 1 when a filter or the page size changes, but not when the page does', () => {
    const current = readListParams(new URLSearchParams('page=4&status=active'), 'client');
    expect(writeListParams(current, { priority: 'high' }).toString()).toBe('status=active&priority=high');
    expect(writeListParams(current, { limit: 50 }).toString()).toBe('limit=50&status=active');
    expect(writeListParams(current, { page: 5 }).toString()).toBe('page=5&status=active');
    expect(writeListParams(current, { status: undefined }).toString()).toBe('');
  });

  it('keeps the leads\' pipeline view in the address through filter changes, and only for leads', () => {
    const pipeline = readListParams(new URLSearchParams('view=pipeline&tag=vip'), 'lead');
    expect(pipeline.view).toBe('pipeline');
    expect(writeListParams(pipeline, { search: 'dana' }).toString()).toBe('tag=vip&view=pipeline&search=dana');
    expect(writeListParams(pipeline, { view: undefined }).toString()).toBe('tag=vip');
    expect(readListParams(new URLSearchParams('view=pipeline'), 'client').view).toBeUndefined();
    expect(readListParams(new URLSearchParams('view=board'), 'lead').view).toBeUndefined();
    expect(listQuery(pipeline)).not.toContain('view');
  });

  it('asks the API for the kind, the page and every filter', () => {
    const params = readListParams(new URLSearchParams('search=dana&followUp=overdue'), 'lead');
    expect(listQuery(params)).toBe('/clients/client?kind=lead&page=1&limit=20&sortBy=createdAt&sortOrder=desc&search=dana&followUp=overdue');
  });
});
