import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import { ContentPage } from './ContentPage';
import { LEGAL_CONTENT } from './content/legal-content';
import { LegalPage } from './LegalPage';
import { medicalOfficeContext } from './testing/public-office';

describe('the text pages', () => {
  it('shows a legal page with its title, date, a table of contents and anchored sections', () => {
    renderWithApp(<LegalPage kind="privacy" />, { office: medicalOfficeContext() });
    const content = LEGAL_CONTENT.privacy.he;
    expect(document.querySelector('h1')?.textContent).toBe(content.title);
    expect(screen.getByTestId('last-updated').querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-01');
    const toc = screen.getByTestId('table-of-contents');
    const anchors = [...toc.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(anchors).toEqual(content.sections.map((section) => `#${section.id}`));
    for (const section of content.sections) expect(document.getElementById(section.id)?.tagName).toBe('H2');
    // The address is a mail link, kept left to right inside the Hebrew text.
    const mail = document.querySelector('a[href="mailto:hello@lishka.app"]');
    expect(mail?.querySelector('bdi')?.textContent).toBe('hello@lishka.app');
  });

  it("fills the office's vocabulary into the text", () => {
    renderWithApp(<LegalPage kind="terms" />, { office: medicalOfficeContext() });
    expect(document.body.textContent).toContain('מטופלים ולידים');
    expect(document.body.textContent).not.toContain('{{');
  });

  it('shows the cookies as a table', () => {
    renderWithApp(<LegalPage kind="cookies" />, { office: medicalOfficeContext() });
    expect(document.querySelectorAll('table').length).toBeGreaterThanOrEqual(2);
    expect(document.body.textContent).toContain('lishka_device');
  });

  it('folds the FAQ answers, and links the docs to the API documentation as a server page', () => {
    const { unmount } = renderWithApp(<ContentPage slug="faq" />, { office: medicalOfficeContext() });
    expect(document.querySelectorAll('.ant-collapse').length).toBeGreaterThan(0);
    unmount();
    renderWithApp(<ContentPage slug="docs" />, { office: medicalOfficeContext() });
    expect(document.querySelector('a[href="/api/docs"]')).toBeTruthy();
    expect(document.querySelector('a[href="/office-types"]')).toBeTruthy();
  });
});
