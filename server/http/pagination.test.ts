import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageWindow, paginationOf } from './pagination';

describe('pagination', () => {
  it('defaults to page 1 of 10', () => {
    expect(pageWindow({})).toEqual({ page: 1, limit: 10, offset: 0 });
  });

  it('clamps the limit to 1–100 and the page to 1 and above instead of refusing them (spec 1 §5)', () => {
    expect(pageWindow({ limit: 0 }).limit).toBe(1);
    expect(pageWindow({ limit: -7 }).limit).toBe(1);
    expect(pageWindow({ limit: 1000 }).limit).toBe(100);
    expect(pageWindow({ limit: 1e308 }).limit).toBe(100);
    expect(pageWindow({ page: 0 }).page).toBe(1);
    expect(pageWindow({ page: -3 }).page).toBe(1);
    expect(pageWindow({ page: 1e308, limit: 100 })).toEqual({ page: MAX_PAGE, limit: 100, offset: (MAX_PAGE - 1) * 100 });
    expect(pageWindow({ page: 3, limit: 25 })).toEqual({ page: 3, limit: 25, offset: 50 });
  });

  it('counts the pages', () => {
    expect(paginationOf({ page: 1, limit: 10 }, 0)).toEqual({ page: 1, limit: 10, total: 0, totalPages: 0 });
    expect(paginationOf({ page: 2, limit: 10 }, 21)).toEqual({ page: 2, limit: 10, total: 21, totalPages: 3 });
  });
});
