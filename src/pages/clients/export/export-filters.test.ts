import { describe, expect, it } from 'vitest';
import { readListParams } from '../client-list-params';
import { exportRequest } from './export-filters';

describe('the export of the list as it stands', () => {
  it('asks for the filters and sort of the address, without page and page size', () => {
    const params = readListParams(new URLSearchParams('status=active&tag=vip&search=cohen&page=3&limit=50&sortBy=lastName&sortOrder=asc'), 'client');
    expect(exportRequest(params, 'csv')).toEqual({ format: 'csv', kind: 'client', status: 'active', tag: 'vip', search: 'cohen', sortBy: 'lastName', sortOrder: 'asc' });
  });

  it('names the selected rows when there are some, and leaves out how the list is shown', () => {
    const params = readListParams(new URLSearchParams('view=pipeline&tag=vip'), 'lead');
    expect(exportRequest(params, 'csv', ['a', 'b'])).toEqual({ format: 'csv', kind: 'lead', tag: 'vip', sortBy: 'createdAt', sortOrder: 'desc', ids: ['a', 'b'] });
    expect(exportRequest(params, 'csv', [])).not.toHaveProperty('ids');
  });

  it('asks leads for leads', () => {
    expect(exportRequest(readListParams(new URLSearchParams(''), 'lead'), 'xlsx')).toEqual({ format: 'xlsx', kind: 'lead', sortBy: 'createdAt', sortOrder: 'desc' });
  });
});
