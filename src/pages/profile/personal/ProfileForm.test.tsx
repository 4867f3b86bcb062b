import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/session';
import { browserTimeZone } from '../../../../engine/time/format-time';
import type { OfficeContextValue } from '../../../app/office/office-context';
import { renderWithApp } from '../../../testing/render-with-app';
import { ProfileForm } from './ProfileForm';
import type { Profile } from './use-profile';

const PROFILE: Profile = {
  id: 'user-1', email: 'dana@example.com', firstName: 'דנה', lastName: 'לוי', role: 'user', isActive: true, isMfaEnabled: false, phone: null, company: null,
  position: null, timezone: null, language: 'he', avatarUrl: null, bio: null, linkedIn: null, website: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
};
const inOffice = (timeZone: string) => ({ office: { localization: { timeZone, languages: ['he', 'en'] }, ui: {} } }) as unknown as Partial<OfficeContextValue>;
const shownZone = (container: HTMLElement) => container.querySelector('.ant-select-placeholder, .ant-select-selection-placeholder')?.textContent;

afterEach(() => vi.restoreAllMocks());

describe('the personal tab’s time zone field', () => {
  it('shows the office’s zone while the user chose none, and saves no choice for it', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ success: true, message: 'ok', data: PROFILE });
    const { container } = renderWithApp(<ProfileForm profile={PROFILE} onSaved={() => undefined} />, { office: inOffice('Asia/Tokyo') });
    expect(shownZone(container)).toBe('Asia/Tokyo');
    expect(screen.getByTestId('timezone-default').textContent).toContain('Asia/Tokyo');
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]![1]).toMatchObject({ timezone: null });
  });

  it('shows this browser’s zone when the office has none', () => {
    const { container } = renderWithApp(<ProfileForm profile={PROFILE} onSaved={() => undefined} />);
    expect(shownZone(container)).toBe(browserTimeZone());
  });

  it('shows the user’s own choice when there is one', () => {
    const { container } = renderWithApp(<ProfileForm profile={{ ...PROFILE, timezone: 'Europe/Paris' }} onSaved={() => undefined} />, { office: inOffice('Asia/Tokyo') });
    expect(shownZone(container)).toBeFalsy();
    expect(container.querySelector('.ant-select')!.textContent).toContain('Europe/Paris');
  });
});
