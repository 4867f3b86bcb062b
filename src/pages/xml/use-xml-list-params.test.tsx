import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useXmlListParams } from './use-xml-list-params';

function renderAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useXmlListParams(), location: useLocation() }), { wrapper });
}

describe('the XML list’s parameters in the address', () => {
  it('start at page 1 of 10, newest first', () => {
    const { result } = renderAt('/xml');
    expect(result.current.list[0]).toEqual({ page: 1, limit: 10, sortBy: 'uploadedAt', sortOrder: 'desc' });
  });

  it('go to another page, then back to page 1 when a filter changes, keeping the tab', () => {
    const { result } = renderAt('/xml?status=invalid');
    act(() => result.current.list[1]({ page: 3 }));
    expect(result.current.location.search).toBe('?status=invalid&page=3');
    expect(result.current.list[0].page).toBe(3);
    act(() => result.current.list[1]({ tags: ['2026'] }));
    expect(result.current.list[0]).toMatchObject({ page: 1, status: 'invalid', tags: ['2026'] });
    expect(result.current.location.search).toBe('?status=invalid&tags=2026');
  });

  it('go back to page 1 when the page size changes', () => {
    const { result } = renderAt('/xml?page=4&tab=documents');
    act(() => result.current.list[1]({ limit: 50 }));
    expect(result.current.list[0]).toMatchObject({ page: 1, limit: 50 });
    expect(result.current.location.search).toBe('?tab=documents&limit=50');
  });
});
