import { act, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { api, authStore } from '../../app/session';
import { renderWithApp } from '../../testing/render-with-app';
import { ResendCode } from './ResendCode';
import { VerifyOtpPage } from './VerifyOtpPage';

configure({ asyncUtilTimeout: 10_000 });

const countdown = () => screen.queryByTestId('otp-countdown')?.textContent;
const resendButton = () => screen.getByRole('button', { name: 'שליחת קוד חדש' }) as HTMLButtonElement;
const tick = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

// Only the countdown's clock is faked: antd keeps its own timers.
describe('the one-time code’s resend countdown', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    authStore.clearPending();
  });

  it('shows the seconds left, allows a resend after 30 seconds, and counts again', async () => {
    const onResend = vi.fn().mockResolvedValue(true);
    renderWithApp(<ResendCode onResend={onResend} />);
    expect(countdown()).toBe('אפשר לבקש קוד חדש בעוד 30 שניות');
    expect(resendButton().disabled).toBe(true);
    tick(10);
    expect(countdown()).toBe('אפשר לבקש קוד חדש בעוד 20 שניות');
    tick(20);
    expect(countdown()).toBeUndefined();
    expect(resendButton().disabled).toBe(false);
    await act(async () => fireEvent.click(resendButton()));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(countdown()).toBe('אפשר לבקש קוד חדש בעוד 30 שניות');
    expect(resendButton().disabled).toBe(true);
  });

  it('stops offering a resend after the fifth code', async () => {
    renderWithApp(<ResendCode onResend={vi.fn().mockResolvedValue(true)} />);
    for (let resend = 0; resend < 4; resend += 1) {
      tick(30);
      await act(async () => fireEvent.click(resendButton()));
    }
    expect(screen.queryByRole('button', { name: 'שליחת קוד חדש' })).toBeNull();
    expect(screen.getByText('נשלחו כל הקודים האפשריים להתחברות הזו. אם הקוד לא הגיע, התחברו מחדש.')).toBeTruthy();
  });

  it('on the page: the masked address, and a resend for the pending sign-in', async () => {
    await authStore.applySignInAnswer({ session: 'pending-1', sessionExpiresIn: 300, otpRequired: true, destination: 'a***@l***.com' }, { email: 'admin@legal.example.com' });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ success: true, message: 'sent', messages: { he: 'שלחנו קוד אימות בן 6 ספרות לדואר האלקטרוני שלך', en: 'sent' }, deliveryMedium: 'EMAIL', destination: 'a***@l***.com' });
    renderWithApp(
      <Routes>
        <Route path="/verify-otp" element={<VerifyOtpPage />} />
      </Routes>,
      { path: '/verify-otp' },
    );
    expect(screen.getByText('a***@l***.com').tagName).toBe('BDI');
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    tick(30);
    await act(async () => fireEvent.click(resendButton()));
    expect(post).toHaveBeenCalledWith('/auth/send-otp', { destinationType: 'email', Email: 'admin@legal.example.com', Session: 'pending-1' });
    expect(await screen.findByText('שלחנו קוד אימות בן 6 ספרות לדואר האלקטרוני שלך')).toBeTruthy();
    expect(countdown()).toBe('אפשר לבקש קוד חדש בעוד 30 שניות');
  });
});
