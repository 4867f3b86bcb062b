import { describe, expect, it } from 'vitest';
import { libraryListPath, readLibraryParams, writeLibraryParams } from './library-params';

const read = (query: string) => readLibraryParams(new URLSearchParams(query));

describe('the library’s address', () => {
  it('reads the defaults from a bare address, and ignores what it does not know', () => {
    expect(read('')).toEqual({ view: 'all', page: 1, limit: 10 });
    expect(read('view=nope&page=-2&limit=7&status=lost')).toEqual({ view: 'all', page: 1, limit: 10 });
  });

  it('opens the tab a menu link names by status (?status=review, ?status=approved)', () => {
    expect(read('status=review')).toEqual({ view: 'review', page: 1, limit: 10 });
    expect(read('status=approved').view).toBe('completed');
    // The menu's pending review link opens the tab of every status awaiting review.
    expect(read('status=in_review')).toEqual({ view: 'review', page: 1, limit: 10 });
    expect(read('status=pending')).toEqual({ view: 'review', page: 1, limit: 10 });
    expect(read('status=archived')).toMatchObject({ view: 'all', status: 'archived' });
  });

  it('asks the list for the tab’s status, type, tag and page; the search when there are words', () => {
    expect(libraryListPath(read('view=review&type=contract&tag=urgent&page=2'))).toBe('/pdf/docs?documentType=contract&status=pending&status=in_review&tag=urgent&page=2&limit=10');
    expect(libraryListPath(read('q=הסכם שכירות'))).toBe(`/pdf/docs/search?q=${encodeURIComponent('הסכם שכירות').replace(/%20/g, '+')}&page=1&limit=10`);
  });

  it('writes defaults out, goes back to page 1 on any change but the page, and lets a linked status go with the tab', () => {
    const current = read('status=archived&page=3&type=contract');
    expect(writeLibraryParams(current, { page: 4 }).toString()).toBe('type=contract&status=archived&page=4');
    expect(writeLibraryParams(current, { tag: 'x' }).toString()).toBe('type=contract&tag=x&status=archived');
    expect(writeLibraryParams(current, { view: 'completed' }).toString()).toBe('view=completed&type=contract');
  });
});
