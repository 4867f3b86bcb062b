import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../engine/i18n/languages';
import { CONTENT_PAGES, LEGAL_PAGES } from '../../../app/routing/public-pages';
import { publicStrings } from '../../../i18n/locales/public';
import type { ContentDocument, ContentSection, LocalizedDocument } from './content-types';
import { LEGAL_CONTENT } from './legal-content';
import { PAGE_CONTENT } from './page-content';

// Where a content link may lead: a route of AppRoutes, the API documentation, or our address.
const APP_ROUTES = new Set(['/', '/demo', '/office-types', '/login', '/register', '/forgot-password', ...LEGAL_PAGES.map((kind) => `/${kind}`), ...CONTENT_PAGES.map((slug) => `/${slug}`)]);
const SERVER_PATHS = new Set(['/api/docs', '/api/docs/json', 'mailto:hello@lishka.app']);

const ALL: [string, LocalizedDocument][] = [...Object.entries(PAGE_CONTENT), ...Object.entries(LEGAL_CONTENT)];

function texts(section: ContentSection): string[] {
  return [
    section.heading,
    ...(section.paragraphs ?? []),
    ...(section.bullets ?? []),
    ...(section.questions ?? []).flatMap((item) => [item.question, item.answer]),
    ...(section.links ?? []).map((link) => link.label),
    ...(section.table ? [...section.table.columns, ...section.table.rows.flat()] : []),
  ];
}

function allTexts(page: ContentDocument): string[] {
  return [page.title, page.lead, ...page.sections.flatMap(texts)];
}

// The shape a page must keep across languages: the same sections, with the same number of each kind of text.
function shape(page: ContentDocument) {
  return page.sections.map((section) => ({
    id: section.id,
    date: section.date,
    paragraphs: section.paragraphs?.length,
    bullets: section.bullets?.length,
    questions: section.questions?.length,
    links: section.links?.map((link) => link.href),
    table: section.table && [section.table.columns.length, section.table.rows.map((row) => row.length)],
    placeholders: texts(section).flatMap((text) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1])).sort(),
    code: texts(section).flatMap((text) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1])).sort(),
  }));
}

describe('the content of the public pages', () => {
  it('covers every footer page and every legal page', () => {
    expect(Object.keys(PAGE_CONTENT).sort()).toEqual([...CONTENT_PAGES].sort());
    expect(Object.keys(LEGAL_CONTENT).sort()).toEqual([...LEGAL_PAGES].sort());
  });

  it.each(ALL)('%s: every language has the Hebrew sections, links, dates, code and vocabulary', (_name, content) => {
    for (const language of LANGUAGES) {
      expect(content[language], `no ${language}`).toBeDefined();
      expect(shape(content[language] ?? content.he), language).toEqual(shape(content.he));
    }
    expect(content.he.sections.length).toBeGreaterThan(2);
    expect(new Set(content.he.sections.map((section) => section.id)).size).toBe(content.he.sections.length);
    for (const language of LANGUAGES) for (const text of allTexts(content[language] ?? content.he)) expect(text.trim()).not.toBe('');
  });

  it.each(ALL)('%s: links lead to real pages, and the vocabulary it asks for exists', (_name, content) => {
    const fallbackKeys = Object.keys(publicStrings.he.fallbackTerms);
    for (const page of LANGUAGES.map((language) => content[language] ?? content.he)) {
      for (const link of page.sections.flatMap((section) => section.links ?? [])) expect(APP_ROUTES.has(link.href) || SERVER_PATHS.has(link.href), link.href).toBe(true);
      for (const text of allTexts(page)) {
        for (const [, key] of text.matchAll(/\{\{(\w+)\}\}/g)) expect(fallbackKeys).toContain(key!.charAt(0).toLowerCase() + key!.slice(1));
      }
      // Hebrew cannot put the definite article before a vocabulary word (בעלי חיות מחמד is construct state).
      if (page === content.he) for (const text of allTexts(page)) expect(text).not.toMatch(/ה\{\{/);
    }
  });

  it('dates the legal pages 2026-11-01, and the blog newest first', () => {
    for (const kind of LEGAL_PAGES) expect(LEGAL_CONTENT[kind].updated).toBe('2026-11-01');
    const dates = PAGE_CONTENT.blog.he.sections.map((section) => section.date ?? '');
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('names every cookie and storage key the product uses, and the Israeli law', () => {
    const cookies = allTexts(LEGAL_CONTENT.cookies.en).join(' ');
    for (const name of ['lishka_session', 'XSRF-TOKEN', 'lishka_device', 'lishka.language', 'lishka.themeMode', 'lishka.tenant', 'lishka.csrfToken']) expect(cookies).toContain(`\`${name}\``);
    const privacy = allTexts(LEGAL_CONTENT.privacy.he).join(' ');
    for (const law of ['חוק הגנת הפרטיות, התשמ"א-1981', 'תקנות הגנת הפרטיות (אבטחת מידע), התשע"ז-2017', 'GDPR']) expect(privacy).toContain(law);
  });

  it('lets the docs page lead to the API documentation and the office-type explorer', () => {
    const hrefs = PAGE_CONTENT.docs.en.sections.flatMap((section) => section.links ?? []).map((link) => link.href);
    expect(hrefs).toEqual(expect.arrayContaining(['/api/docs', '/office-types']));
    expect(PAGE_CONTENT.faq.he.sections.every((section) => (section.questions ?? []).length > 0)).toBe(true);
  });
});
