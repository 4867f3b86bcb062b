import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('shows the office once one is named', () => {
    renderWithApp(<AuthBrand />, { office: sandboxOffice('legal') });
    expect(screen.getByTestId('auth-office').textContent).toContain('לשכה משפטית');
  });
});
