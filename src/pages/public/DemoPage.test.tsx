import { screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { api } from '../../app/session';
import { renderWithApp } from '../../testing/render-with-app';
import { DemoPage } from './DemoPage';

const OFFICE_TYPES = [
  { id: 'veterinary', name: { he: 'מרפאה וטרינרית', en: 'Veterinary clinic' }, description: { he: 'תיאור', en: 'About it' }, icon: 'BugOutlined', languages: ['he', 'en'] },
  { id: 'dental', name: { he: 'מרפאת שיניים', en: 'Dental clinic' }, description: { he: 'תיאור', en: 'About it' }, languages: ['he', 'en'] },
];

// A fresh SWR cache per test, so one test's answer is not another's.
const renderDemo = () => renderWithApp(<SWRConfig value={{ provider: () => new Map() }}><DemoPage /></SWRConfig>);

afterEach(() => vi.restoreAllMocks());

describe('the demo offices page', () => {
  it('lists the office types, each with its demo office to open or sign in to', async () => {
    // As in production: no sign-ins route.
    const get = vi.spyOn(api, 'get').mockImplementation((path: string) => (path === '/demo/sign-ins' ? Promise.reject(new ApiError('Not found', 404)) : Promise.resolve({ success: true, data: OFFICE_TYPES })) as never);
    renderDemo();
    const vet = await screen.findByTestId('demo-office-veterinary');
    expect(get).toHaveBeenCalledWith('/office-types');
    expect(within(vet).getByText('מרפאה וטרינרית')).toBeTruthy();
    expect(vet.querySelector('a[href="/?tenant=vet"]')?.textContent).toBe('פתיחת משרד ההדגמה');
    expect(vet.querySelector('a[href="/login?tenant=vet"]')?.getAttribute('aria-label')).toBe('התחברות למשרד ההדגמה: מרפאה וטרינרית');
    expect(within(screen.getByTestId('demo-office-dental')).getByText('אין בשרת הזה משרד הדגמה מסוג זה.')).toBeTruthy();
    expect(document.body.textContent).toContain('npm start');
    expect(document.querySelector('a[href="/dev/mailbox"]')).toBeTruthy();
  });

  it('lists each demo office’s users outside production, to copy or to sign in as, with the password', async () => {
    const signIns = [{ slug: 'vet', officeType: 'veterinary', name: 'Demo vet', password: 'Lishka-Demo-2026!', users: [{ email: 'admin@vet.example.com', role: 'admin' }, { email: 'pro@vet.example.com', role: 'professional' }] }];
    vi.spyOn(api, 'get').mockImplementation((path: string) => Promise.resolve({ success: true, data: path === '/demo/sign-ins' ? signIns : OFFICE_TYPES }) as never);
    renderDemo();
    const users = await screen.findByTestId('demo-users-vet');
    expect(within(users).getByText('admin@vet.example.com')).toBeTruthy();
    expect(within(users).getByText('מנהל/ת המשרד')).toBeTruthy();
    expect(within(users).getByRole('link', { name: 'התחברות בתור pro@vet.example.com' }).getAttribute('href')).toBe('/login?tenant=vet&email=pro%40vet.example.com');
    expect(within(users).getAllByRole('button', { name: 'העתקה' })).toHaveLength(2);
    expect(screen.getByTestId('demo-password').textContent).toContain('Lishka-Demo-2026!');
    expect(document.body.textContent).not.toContain('npm start');
  });

  it('says when the office types did not load, with a retry', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('השרת אינו זמין', 503));
    renderDemo();
    expect(await screen.findByText('השרת אינו זמין')).toBeTruthy();
    expect(screen.getByText('לא הצלחנו לטעון את סוגי המשרדים')).toBeTruthy();
  });
});
