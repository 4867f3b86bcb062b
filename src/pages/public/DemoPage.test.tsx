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
    const get = vi.spyOn(api, 'get').mockResolvedValue({ success: true, data: OFFICE_TYPES });
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

  it('says when the office types did not load, with a retry', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('השרת אינו זמין', 503));
    renderDemo();
    expect(await screen.findByText('השרת אינו זמין')).toBeTruthy();
    expect(screen.getByText('לא הצלחנו לטעון את סוגי המשרדים')).toBeTruthy();
  });
});
