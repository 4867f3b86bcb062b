import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ApiError } from '../../api/api-error';
import { api } from '../../app/session';
import { renderWithApp } from '../../testing/render-with-app';
import { RegisterPage } from './RegisterPage';

configure({ asyncUtilTimeout: 10_000 });

const OFFICE_TYPES = { success: true, data: [{ id: 'legal', name: { he: 'משרד עורכי דין', en: 'Law office' }, description: { he: 'תיאור', en: 'About' }, languages: ['he', 'en'] }] };

function renderRegister() {
  return renderWithApp(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/auth/register-success" element={<p>registered</p>} />
      </Routes>
    </SWRConfig>,
    { path: '/register' },
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  type('שם פרטי', 'Dana');
  type('שם משפחה', 'Levi');
  type('דואר אלקטרוני', 'dana@example.com');
  type('סיסמה', 'Good-Pass-2026!');
  type('אימות סיסמה', 'Good-Pass-2026!');
  type('שם המשרד', 'Levi Law Office');
  fireEvent.click(screen.getByRole('checkbox'));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /יצירת חשבון/ }));

// antd's forms are slow under jsdom: each test takes seconds.
describe('the registration form’s own checks (spec 1 §5), in the server’s words', () => {
  beforeEach(() => {
    vi.spyOn(api, 'get').mockResolvedValue(OFFICE_TYPES);
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for every field and the terms, and sends nothing', async () => {
    const post = vi.spyOn(api, 'post');
    renderRegister();
    submit();
    expect(await screen.findByText('יש להזין שם פרטי')).toBeTruthy();
    expect(screen.getByText('יש להזין סיסמה')).toBeTruthy();
    expect(screen.getByText('יש להזין את שם המשרד')).toBeTruthy();
    expect(screen.getByText('יש לאשר את תנאי השימוש')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('names each rule a weak password breaks, and passwords that do not match', async () => {
    const post = vi.spyOn(api, 'post');
    renderRegister();
    fillValidForm();
    type('סיסמה', 'abc');
    type('אימות סיסמה', 'abd');
    submit();
    expect(await screen.findByText('הסיסמה חייבת להכיל לפחות 8 תווים')).toBeTruthy();
    expect(screen.getByText('הסיסמה חייבת להכיל לפחות ספרה אחת')).toBeTruthy();
    expect(screen.getByText('הסיסמה חייבת להכיל לפחות תו מיוחד אחד (כגון ! @ # $)')).toBeTruthy();
    expect(screen.getByText('הסיסמאות אינן תואמות')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('suggests the office address from a Latin name and checks its pattern', async () => {
    renderRegister();
    type('שם המשרד', 'Levi & Co Law');
    expect((screen.getByLabelText('כתובת המשרד') as HTMLInputElement).value).toBe('levi-co-law');
    type('כתובת המשרד', 'Bad Address');
    submit();
    expect(await screen.findByText('רק אותיות לועזיות קטנות, ספרות ומקפים (לא בתחילה ולא בסוף), עד 63 תווים')).toBeTruthy();
  });

  it('sends a valid form, and goes on to the success page', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ success: true, confirmationRequired: true, message: 'ok', messages: { he: 'ok', en: 'ok' } });
    renderRegister();
    await waitFor(() => expect(screen.getAllByText('משרד עורכי דין').length).toBeGreaterThan(0));
    fillValidForm();
    submit();
    expect(await screen.findByText('registered')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/auth/register', {
      firstName: 'Dana', lastName: 'Levi', email: 'dana@example.com', password: 'Good-Pass-2026!', confirmPassword: 'Good-Pass-2026!', acceptTerms: true, officeName: 'Levi Law Office', officeType: 'legal', slug: 'levi-law-office',
    });
  });

  it('shows the office’s stricter policy, as the server answers it, at the password', async () => {
    const weak = new ApiError('הסיסמה אינה עומדת בדרישות האבטחה', 400, 'WEAK_PASSWORD', [{ field: 'password', message: 'הסיסמה חייבת להכיל לפחות 14 תווים' }]);
    vi.spyOn(api, 'post').mockRejectedValue(weak);
    renderRegister();
    fillValidForm();
    submit();
    expect(await screen.findByText('הסיסמה חייבת להכיל לפחות 14 תווים')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('הסיסמה אינה עומדת בדרישות האבטחה');
  });
});
