import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import { BidiText } from './BidiText';

const runs = (container: HTMLElement) => [...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent);

describe('BidiText', () => {
  it('isolates every left-to-right run of a Hebrew text, Latin words and numbers together', () => {
    const { container } = renderWithApp(<BidiText text="אפליקציית אימות (TOTP, לפי RFC 6238), עוגייה SameSite=Lax, סעיף 6(1)(b), הפרמטר `?tenant=` ו-5 ניסיונות." />);
    expect(runs(container)).toEqual(['TOTP', 'RFC 6238', 'SameSite=Lax', '6(1)(b)', '?tenant=', '5']);
    expect(container.querySelector('code')?.textContent).toBe('?tenant=');
  });

  it('makes an e-mail address a mail link, and leaves English text whole', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('en');
    const { container } = renderWithApp(<BidiText text="Write to hello@lishka.app about RFC 6238." />);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('mailto:hello@lishka.app');
    expect(runs(container)).toEqual(['hello@lishka.app']);
  });
});
