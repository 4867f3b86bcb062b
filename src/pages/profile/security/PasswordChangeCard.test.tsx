import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeRuntime } from '../../../../engine/runtime/build-office-runtime';
import { ApiError } from '../../../api/api-error';
import { api, authStore } from '../../../app/session';
import { notifications } from '../../../notifications/notifications';
import { renderWithApp } from '../../../testing/render-with-app';
import { PasswordChangeCard } from './PasswordChangeCard';

const CURRENT = 'Old-Pass-2026!';

function officeWithMinimum(minLength: number): { runtime: OfficeRuntime } {
  const password = { minLength, requireUppercase: true, requireLowercase: true, requireDigit: true, requireSpecial: true };
  return { runtime: { config: { security: { password } } } as unknown as OfficeRuntime };
}

function fill(values: { current?: string; next?: string; confirm?: string }) {
  if (values.current !== undefined) fireEvent.change(screen.getByLabelText('הסיסמה הנוכחית'), { target: { value: values.current } });
  if (values.next !== undefined) fireEvent.change(screen.getByLabelText('הסיסמה החדשה'), { target: { value: values.next } });
  if (values.confirm !== undefined) fireEvent.change(screen.getByLabelText('אימות הסיסמה החדשה'), { target: { value: values.confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'החלפת הסיסמה' }));
}

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clear();
});

// Generous: antd's first render is slow on a busy machine.
describe('the password change form (spec 1 §5)', () => {
  it('asks for the current and the new password before anything is sent', async () => {
    const post = vi.spyOn(api, 'post');
    renderWithApp(<PasswordChangeCard />, { path: '/profile?tab=security' });
    fill({});
    expect(await screen.findByText('יש להזין את הסיסמה הנוכחית')).toBeTruthy();
    expect(screen.getByText('יש להזין סיסמה חדשה')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('names every rule a weak new password breaks: 8 characters, upper and lower case, a digit, a special character', async () => {
    const post = vi.spyOn(api, 'post');
    renderWithApp(<PasswordChangeCard />);
    fill({ current: CURRENT, next: 'abc', confirm: 'abc' });
    expect(await screen.findByText('הסיסמה חייבת להכיל לפחות 8 תווים')).toBeTruthy();
    expect(screen.getByText('הסיסמה חייבת להכיל לפחות אות גדולה אחת באנגלית (A-Z)')).toBeTruthy();
    expect(screen.getByText('הסיסמה חייבת להכיל לפחות ספרה אחת')).toBeTruthy();
    expect(screen.getByText('הסיסמה חייבת להכיל לפחות תו מיוחד אחד (כגון ! @ # $)')).toBeTruthy();
    expect(screen.queryByText('הסיסמה חייבת להכיל לפחות אות קטנה אחת באנגלית (a-z)')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a new password equal to the current one, and a confirmation that differs', async () => {
    const post = vi.spyOn(api, 'post');
    renderWithApp(<PasswordChangeCard />);
    fill({ current: CURRENT, next: CURRENT, confirm: 'Something-Else-1' });
    expect(await screen.findByText('הסיסמה החדשה חייבת להיות שונה מהסיסמה הנוכחית')).toBeTruthy();
    expect(screen.getByText('הסיסמאות אינן תואמות')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it("applies the office's stricter minimum too", async () => {
    const post = vi.spyOn(api, 'post');
    renderWithApp(<PasswordChangeCard />, { office: officeWithMinimum(12) });
    expect(screen.getByText('לפחות 12 תווים')).toBeTruthy();
    fill({ current: CURRENT, next: 'Short-2026!', confirm: 'Short-2026!' });
    expect(await screen.findByText('הסיסמה חייבת להכיל לפחות 12 תווים')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends PreviousPassword and ProposedPassword, says the server’s words, and reads the session again', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ success: true, message: 'Password changed', messages: { he: 'הסיסמה הוחלפה', en: 'Password changed' } });
    const checkStatus = vi.spyOn(authStore, 'checkStatus').mockResolvedValue(authStore.getSnapshot());
    renderWithApp(<PasswordChangeCard />);
    fill({ current: CURRENT, next: 'New-Pass-2026!', confirm: 'New-Pass-2026!' });
    await waitFor(() => expect(post).toHaveBeenCalledWith('/users/auth/change-password', { PreviousPassword: CURRENT, ProposedPassword: 'New-Pass-2026!' }));
    await waitFor(() => expect(checkStatus).toHaveBeenCalled());
    expect(notifications.getSnapshot()[0]).toMatchObject({ message: 'הסיסמה הוחלפה', severity: 'success' });
  });

  it("shows the office's stricter policy, answered by the server, at the new password's field", async () => {
    const refusal = new ApiError('הסיסמה אינה עומדת בדרישות האבטחה', 400, 'WEAK_PASSWORD', [{ field: 'ProposedPassword', message: 'הסיסמה חייבת להכיל לפחות 14 תווים' }]);
    vi.spyOn(api, 'post').mockRejectedValue(refusal);
    const { container } = renderWithApp(<PasswordChangeCard />);
    fill({ current: CURRENT, next: 'New-Pass-2026!', confirm: 'New-Pass-2026!' });
    const message = await screen.findByText('הסיסמה חייבת להכיל לפחות 14 תווים');
    const field = screen.getByLabelText('הסיסמה החדשה').closest('.ant-form-item');
    expect(field && within(field as HTMLElement).getByText('הסיסמה חייבת להכיל לפחות 14 תווים')).toBe(message);
    expect(container.querySelector('.ant-alert-error')).toBeNull();
  });

  it('shows a wrong current password at its field, and an unplaced refusal in an alert', async () => {
    vi.spyOn(api, 'post')
      .mockRejectedValueOnce(new ApiError('הסיסמה הנוכחית שגויה', 400, 'CURRENT_PASSWORD_INCORRECT', [{ field: 'PreviousPassword', message: 'הסיסמה הנוכחית שגויה' }]))
      .mockRejectedValueOnce(new ApiError('החשבון נעול; נסו שוב מאוחר יותר', 423, 'ACCOUNT_LOCKED'));
    renderWithApp(<PasswordChangeCard />);
    fill({ current: CURRENT, next: 'New-Pass-2026!', confirm: 'New-Pass-2026!' });
    expect(await screen.findByText('הסיסמה הנוכחית שגויה')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'החלפת הסיסמה' }));
    expect((await screen.findByRole('alert')).textContent).toContain('החשבון נעול');
  });

  it('warns that the password expired when the guard sent the user here', () => {
    renderWithApp(<PasswordChangeCard />, { path: '/profile?tab=security&passwordExpired=1' });
    expect(screen.getByText('הסיסמה פגה. יש לבחור סיסמה חדשה לפני שממשיכים.')).toBeTruthy();
  });
});
