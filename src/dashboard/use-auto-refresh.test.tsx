import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { inMemorySwrConfig, ok } from './in-memory-fetcher';
import { useAutoRefresh } from './use-auto-refresh';

vi.mock('../app/auth/use-auth', () => ({ useAuth: () => ({ phase: 'signed-in', user: { id: 'user-1' } }) }));

function refreshFor(minutes: unknown) {
  const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={inMemorySwrConfig({ '/users/preferences': ok({ dashboardAutoRefresh: minutes }) })}>{children}</SWRConfig>;
  return renderHook(() => useAutoRefresh(), { wrapper });
}

describe("the dashboard's auto-refresh", () => {
  it("follows the user's preference in minutes", async () => {
    const { result } = refreshFor(5);
    await waitFor(() => expect(result.current).toBe(300_000));
  });

  it('is never for 0, and for a value the preference does not offer', async () => {
    expect(refreshFor(0).result.current).toBe(0);
    const odd = refreshFor(7);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(odd.result.current).toBe(0);
  });
});
