import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { failing, pending } from '../../../dashboard/in-memory-fetcher';
import { registerStrings } from '../../../i18n/load-namespaces';
import { adminStrings } from '../../../i18n/locales/admin';
import { SettingsSandbox } from '../section-parts/SettingsSandbox';
import { VocabularySection } from './VocabularySection';

const calls = vi.hoisted(() => ({ put: vi.fn() }));
vi.mock('../../../app/session', () => ({ api: calls }));
registerStrings('admin', adminStrings);

const saved = (overrides: unknown) => ({ success: true, message: 'saved', messages: { he: 'נשמר', en: 'saved' }, data: { officeType: 'legal', version: 4, overrides, changed: ['terminology'], warnings: [] } });
const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;

describe('the vocabulary section', () => {
  beforeEach(() => {
    calls.put.mockReset();
  });

  it('shows a tab per language the office offers, each word prefilled, the required ones first', async () => {
    render(<SettingsSandbox><VocabularySection /></SettingsSandbox>);
    expect((await screen.findByTestId('term-he-client') as HTMLInputElement).value).toBe('לקוח');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['עברית', 'English', 'Español']);
    const fields = within(screen.getByTestId('terms-he')).getAllByRole('textbox').map((field) => field.id);
    expect(fields.slice(0, 3)).toEqual(['term-he-client', 'term-he-clients', 'term-he-professional']);
    expect(fields).toContain('term-he-matter');
  });

  it('names the office’s own words by their current word and what they are, not by their keys', async () => {
    render(<SettingsSandbox><VocabularySection /></SettingsSandbox>);
    const matters = await screen.findByTestId('term-name-he-matters');
    expect(matters.textContent).toBe('תיקים · צורת הרבים של "תיק"');
    expect(screen.getByTestId('term-name-he-conflictCheck').textContent).toBe('בדיקת ניגוד עניינים · מונח של המשרד, בתפריטים, בטפסים ובלוח הבקרה');
    // The English tab names them in the reader's language too.
    fireEvent.click(screen.getByRole('tab', { name: 'English' }));
    expect((await screen.findByTestId('term-name-en-engagementLetter')).textContent).toContain('מכתב התקשרות');
  });

  it('previews the menus with the draft word, and saves only the changed words', async () => {
    calls.put.mockImplementation((_path: string, body: { overrides: unknown }) => Promise.resolve(saved(body.overrides)));
    render(<SettingsSandbox overrides={{ name: { he: 'משרד', en: 'Office' } }}><VocabularySection /></SettingsSandbox>);
    fireEvent.change(await screen.findByTestId('term-he-clients'), { target: { value: 'מרשים' } });
    expect(within(screen.getByTestId('navigation-preview')).getAllByText('מרשים').length).toBeGreaterThan(0);
    expect(screen.getByTestId('settings-unsaved')).toBeTruthy();
    expect(screen.getByText('בסוג המשרד: לקוחות')).toBeTruthy();
    await waitFor(() => expect(input('settings-save').closest('button')?.disabled).toBe(false));
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(calls.put).toHaveBeenCalledWith('/admin/office', { overrides: { name: { he: 'משרד', en: 'Office' }, terminology: { he: { clients: 'מרשים' } } }, baseVersion: 3 }));
  });

  it('refuses an empty required word in the browser, and cancel brings the saved word back', async () => {
    render(<SettingsSandbox><VocabularySection /></SettingsSandbox>);
    fireEvent.change(await screen.findByTestId('term-he-client'), { target: { value: ' ' } });
    expect(await screen.findByText('מונח חובה: אי אפשר להשאיר אותו ריק')).toBeTruthy();
    expect((screen.getByTestId('settings-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('settings-cancel'));
    expect(input('term-he-client').value).toBe('לקוח');
    expect(screen.queryByTestId('settings-unsaved')).toBeNull();
  });

  it('shows the server’s refusal at its field', async () => {
    calls.put.mockRejectedValue(new ApiError('ההגדרות אינן תקינות', 400, 'INVALID_OVERRIDES', [{ field: 'terminology.he.professional', message: 'המונח אינו תקין' }]));
    render(<SettingsSandbox><VocabularySection /></SettingsSandbox>);
    fireEvent.change(await screen.findByTestId('term-he-professional'), { target: { value: 'פרקליט' } });
    await waitFor(() => expect((screen.getByTestId('settings-save') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('המונח אינו תקין')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('ההגדרות אינן תקינות');
  });

  it('shows a skeleton while loading and a retry when the settings cannot be loaded', async () => {
    const { unmount } = render(<SettingsSandbox settingsAnswer={pending()}><VocabularySection /></SettingsSandbox>);
    expect(await screen.findByTestId('settings-loading')).toBeTruthy();
    unmount();
    render(<SettingsSandbox settingsAnswer={failing('השרת אינו זמין')}><VocabularySection /></SettingsSandbox>);
    expect(await screen.findByText('השרת אינו זמין')).toBeTruthy();
    expect(screen.getByText('לא ניתן לטעון את הגדרות המשרד')).toBeTruthy();
  });
});
