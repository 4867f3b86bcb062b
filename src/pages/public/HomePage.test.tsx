import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { renderWithApp } from '../../testing/render-with-app';
import { HomePage } from './HomePage';
import { medicalOfficeContext, medicalPublicOffice } from './testing/public-office';

const homepage = medicalPublicOffice().ui.homepage;

describe('the home page', () => {
  it("shows the office's hero, features, statistics and calls to action in Hebrew", async () => {
    renderWithApp(<HomePage />, { office: medicalOfficeContext() });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(homepage.hero.title.he);
    expect(screen.getByText(homepage.hero.subtitle.he)).toBeTruthy();
    expect(screen.getByRole('link', { name: homepage.hero.primaryCta.label.he }).getAttribute('href')).toBe(homepage.hero.primaryCta.path);
    expect(screen.getByRole('link', { name: homepage.hero.secondaryCta.label.he }).getAttribute('href')).toBe(homepage.hero.secondaryCta.path);
    for (const feature of homepage.features) expect(screen.getByRole('heading', { level: 3, name: feature.title.he })).toBeTruthy();
    for (const statistic of homepage.statistics) expect(screen.getByText(statistic.label.he!)).toBeTruthy();
    for (const block of homepage.ctaBlocks) {
      const card = screen.getByRole('heading', { level: 2, name: block.title.he }).closest('.ant-card') as HTMLElement;
      expect(within(card).getByRole('link', { name: block.cta.label.he }).getAttribute('href')).toBe(block.cta.path);
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('speaks English once the language is English', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('en');
    renderWithApp(<HomePage />, { office: medicalOfficeContext() });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(homepage.hero.title.en);
    expect(screen.getByRole('heading', { level: 2, name: "What's inside" })).toBeTruthy();
  });

  it('shows a skeleton while the office loads', () => {
    renderWithApp(<HomePage />, { office: { isLoading: true } });
    expect(screen.getByTestId('home-loading')).toBeTruthy();
    expect(screen.getByText('טוען את דף הבית של המשרד…')).toBeTruthy();
  });

  it('shows the error and a retry when the office did not load', async () => {
    const retry = vi.fn();
    renderWithApp(<HomePage />, { office: { error: new ApiError('השרת אינו זמין', 503), retry } });
    expect(screen.getByText('השרת אינו זמין')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /לנסות שוב/ }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
