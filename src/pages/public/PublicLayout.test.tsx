import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthPhase } from '../../app/auth/auth-types';
import { renderWithApp } from '../../testing/render-with-app';
import { PublicLayout } from './PublicLayout';
import { medicalOfficeContext } from './testing/public-office';

// The auth phase the header sees: signed out unless a test says otherwise.
const auth = vi.hoisted(() => ({ phase: 'signed-out' as AuthPhase }));
vi.mock('../../app/auth/use-auth', () => ({ useAuth: () => ({ phase: auth.phase, tenants: [], testingBypassAllowed: false, passwordChangeRequired: false }) }));
afterEach(() => {
  auth.phase = 'signed-out';
});

// Spec 1 §2: the footer's links, and the legal pages linked from the footer.
const SPEC_FOOTER_LINKS = [
  '/products/forms',
  '/products/signatures',
  '/products/workflows',
  '/products/enterprise',
  '/about',
  '/contact',
  '/blog',
  '/careers',
  '/help',
  '/faq',
  '/docs',
  '/api',
  '/security',
  '/compliance',
  '/terms',
  '/privacy',
  '/cookies',
];

function renderLayout() {
  return renderWithApp(
    <PublicLayout>
      <h1>תוכן העמוד</h1>
    </PublicLayout>,
    { office: medicalOfficeContext() },
  );
}

describe('the public layout', () => {
  it('has every footer link of spec 1 §2, each named, under four headings', () => {
    renderLayout();
    // Plain DOM queries: role queries over the whole antd tree are slow in jsdom.
    const footer = document.querySelector('footer')!;
    const links = [...footer.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual([...SPEC_FOOTER_LINKS].sort());
    for (const link of links) expect(link.textContent?.trim()).not.toBe('');
    expect([...footer.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(['מוצר', 'חברה', 'משאבים', 'משפטי']);
    expect(footer.querySelector('nav')?.getAttribute('aria-label')).toBe('קישורים בתחתית העמוד');
    expect(footer.textContent).toContain(String(new Date().getFullYear()));
  });

  it('puts the page in main#main-content, with a skip link to it', () => {
    renderLayout();
    const main = document.querySelector('main')!;
    expect(main.id).toBe('main-content');
    expect(main.querySelector('h1')?.textContent).toBe('תוכן העמוד');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByText('דילוג לתוכן').getAttribute('href')).toBe('#main-content');
  });

  it('has a header with the logo, home, log in and sign up, theme, notifications and language', () => {
    renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'לשכה · Lishka, לדף הבית' }).getAttribute('href')).toBe('/');
    const nav = within(header).getByRole('navigation', { name: 'ניווט ראשי' });
    expect(within(nav).getByRole('link', { name: 'דף הבית' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'התחברות' }).getAttribute('href')).toBe('/login');
    expect(within(nav).getByRole('link', { name: 'הרשמה' }).getAttribute('href')).toBe('/register');
    expect(within(header).getByTestId('theme-toggle')).toBeTruthy();
    expect(within(header).getByTestId('notification-bell')).toBeTruthy();
    expect(within(header).getByTestId('language-menu')).toBeTruthy();
  });

  it('opens the side menu, on the right in Hebrew, with the same links', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'פתיחת התפריט' }));
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/login', '/register']);
    expect(document.querySelector('.ant-drawer-right')).toBeTruthy();
  });

  it('offers the dashboard instead of log in and sign up once signed in', () => {
    auth.phase = 'signed-in';
    renderLayout();
    const nav = screen.getByTestId('header-nav');
    expect([...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['דף הבית', '/'],
      ['ללוח הבקרה', '/dashboard'],
    ]);
  });
});
