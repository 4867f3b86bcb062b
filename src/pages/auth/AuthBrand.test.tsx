import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readTenantHint } from '../../app/auth/tenant-hint';
import { officeConfigKey } from '../../app/office/office-config-request';
import { authStore } from '../../app/session';
import { sandboxOffice } from '../../dashboard/sandbox-office';
import { renderWithApp } from '../../testing/render-with-app';
import { AuthBrand } from './AuthBrand';

describe('the sign-in pages’ brand', () => {
  it('shows no office while none is known: the office type shown by default is nobody’s office', () => {
    const legal = sandboxOffice('legal');
    const { tenant: _tenant, ...unnamed } = legal.office as NonNullable<typeof legal.office> & { tenant?: unknown };
    renderWithApp(<AuthBrand />, { office: { ...legal, office: { ...unnamed, isPublic: true } as never } });
    expect(screen.getByRole('link', { name: /לדף הבית|home/i })).toBeTruthy();
    expect(screen.queryByTestId('auth-office')).toBeNull();
    expect(screen.queryByText('לשכה משפטית')).toBeNull();
  });

  afterEach(() => authStore.clearPending());

  it('in the code step shows the office the server named, not one the browser remembered', async () => {
    const pending = await authStore.applySignInAnswer(
      { session: 'pending-1', sessionExpiresIn: 300, otpRequired: true, office: { slug: 'vet', name: 'מרפאה וטרינרית לדוגמה' } },
      { email: 'admin@vet.example.com' },
    );
    // The office's configuration is asked for by the named office, and the browser remembers it from now on.
    expect(officeConfigKey(authStore.getSnapshot())?.[2]).toBe('vet');
    expect(readTenantHint({ host: 'localhost', search: '' })).toBe('vet');
    expect(pending).toMatchObject({ office: { slug: 'vet' } });
    // Until the named office's configuration arrives, the remembered legal office is loaded: its brand must not show.
    renderWithApp(<AuthBrand />, { office: sandboxOffice('legal') });
    expect(screen.getByTestId('auth-office').textContent).toContain('מרפאה וטרינרית לדוגמה');
    expect(screen.queryByText('לשכה משפטית')).toBeNull();
  });

  it('shows the office once one is named', () => {
    renderWithApp(<AuthBrand />, { office: sandboxOffice('legal') });
    expect(screen.getByTestId('auth-office').textContent).toContain('לשכה משפטית');
  });
});
