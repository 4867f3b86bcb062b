import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import type { StatusAnswer } from '../auth/auth-types';
import { api, authStore } from '../session';
import { GUARD_SPINNER_MS, RequireAuth } from './RequireAuth';

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

function renderGuarded(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginProbe />} />
      <Route path="/profile" element={<p>profile</p>} />
      <Route path="*" element={<RequireAuth><p>secret page</p></RequireAuth>} />
    </Routes>,
    { path },
  );
}

async function statusIs(answer: Partial<StatusAnswer>) {
  vi.spyOn(api, 'get').mockResolvedValue({ success: true, isAuthenticated: false, ...answer });
  await authStore.checkStatus();
}

const SIGNED_IN: Partial<StatusAnswer> = {
  isAuthenticated: true,
  user: { id: 'u1', email: 'dana@example.com', firstName: 'Dana', lastName: 'Levi', role: 'user', professionalRole: null, isActive: true, isMfaEnabled: false, createdAt: '', updatedAt: '' },
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  authStore.clear('signed-out');
});

describe('the authentication guard', () => {
  it('shows a spinner for about 500 ms, then sends a signed-out visitor to /login remembering where they were', async () => {
    await statusIs({ isAuthenticated: false });
    renderGuarded('/deadlines?view=week');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByTestId('login')).toBeNull();
    await act(async () => vi.advanceTimersByTime(GUARD_SPINNER_MS - 50));
    expect(screen.queryByTestId('login')).toBeNull();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('login').textContent).toBe(`/login?from=${encodeURIComponent('/deadlines?view=week')}`);
    expect(screen.queryByText('secret page')).toBeNull();
  });

  it('lets a signed-in user through at once', async () => {
    await statusIs(SIGNED_IN);
    renderGuarded('/deadlines');
    expect(screen.getByText('secret page')).toBeTruthy();
  });

  it('sends a session whose password expired to the security tab first', async () => {
    await statusIs({ ...SIGNED_IN, passwordChangeRequired: true });
    renderGuarded('/deadlines');
    expect(screen.getByText('profile')).toBeTruthy();
  });

  it('ignores testing=true unless the server allows the bypass (decision 6)', async () => {
    await statusIs({ isAuthenticated: false, testingBypassAllowed: false });
    window.history.replaceState(null, '', '/deadlines?testing=true');
    renderGuarded('/deadlines?testing=true');
    await act(async () => vi.advanceTimersByTime(GUARD_SPINNER_MS + 10));
    expect(screen.queryByText('secret page')).toBeNull();
    expect(screen.getByTestId('login')).toBeTruthy();
  });

  it('honours testing=true when the server allows the bypass', async () => {
    await statusIs({ isAuthenticated: false, testingBypassAllowed: true });
    window.history.replaceState(null, '', '/deadlines?testing=true');
    renderGuarded('/deadlines?testing=true');
    expect(screen.getByText('secret page')).toBeTruthy();
    window.history.replaceState(null, '', '/');
  });
});
