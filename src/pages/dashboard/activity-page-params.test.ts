import { describe, expect, it } from 'vitest';
import { activityParams, readActivityParams } from './activity-page-params';

describe('the activity page address', () => {
  it('reads the filter and page, falling back to all and 1', () => {
    expect(readActivityParams(new URLSearchParams('filter=document&page=3'))).toEqual({ filter: 'document', page: 3 });
    expect(readActivityParams(new URLSearchParams('filter=cats&page=-2'))).toEqual({ filter: 'all', page: 1 });
    expect(readActivityParams(new URLSearchParams('page=1.5'))).toEqual({ filter: 'all', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(activityParams({ filter: 'all', page: 1 }).toString()).toBe('');
    expect(activityParams({ filter: 'client', page: 2 }).toString()).toBe('filter=client&page=2');
  });
});
