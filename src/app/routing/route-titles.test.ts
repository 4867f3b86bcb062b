import { describe, expect, it } from 'vitest';
import medical from '../../../office-types/medical.json';
import type { OfficeType } from '../../../engine/generated/config-types';
import { APP_ROUTES, AREA_ROUTES } from '../../../engine/routing/app-routes';
import { fillTerms } from '../../../engine/terminology/fill-terms';
import { SHARED_WORDS } from '../../../engine/terminology/shared-words';
import { shellStrings } from '../../i18n/locales/shell';
import { documentTitle, type TitleWords } from './page-title';
import * as Pages from './pages';
import { officeRoutes } from './module-pages';
import { AREA_ROUTE_TITLES, routeFor, ROUTES } from './route-table';

const office = medical as unknown as OfficeType;
const withOffice = [...ROUTES, ...officeRoutes(office.features.modules)];

function lookup(tree: unknown, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return typeof value === 'string' ? value : undefined;
}

/** The words of a title in one language, from the shell's real strings and medical's real vocabulary. */
function wordsIn(language: 'he' | 'en'): TitleWords {
  const strings = shellStrings[language];
  const terms = office.terminology[language] as unknown as Record<string, unknown> & { customTerms?: Record<string, string> };
  const term = (key: string) => String(terms[key] ?? terms.customTerms?.[key] ?? '');
  // As i18next does: a noun the caller did not pass ({{leads}}) is the office's word, else the word every office shares.
  const fill = (text: string | undefined, values: Record<string, string> = {}) =>
    fillTerms((text ?? '').replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole), (key) => term(key) || SHARED_WORDS[key]?.[language], language).replace(/\{\{\w+\}\}/g, '');
  return {
    title: (key, values) => fill(lookup(strings, `titles.${key}`), values),
    link: (key) => fill(lookup(strings, `footer.links.${key}`)),
    term,
  };
}

describe('page titles', () => {
  it('every route, the office’s own included, names its page in Hebrew and in English', () => {
    for (const route of [...withOffice, ...AREA_ROUTE_TITLES]) {
      const he = route.title(wordsIn('he'));
      const en = route.title(wordsIn('en'));
      expect(he.trim(), `${route.path} in Hebrew`).not.toBe('');
      expect(en.trim(), `${route.path} in English`).not.toBe('');
      expect(he, route.path).toMatch(/[\u0590-\u05FF]/);
      expect(en, route.path).not.toMatch(/[\u0590-\u05FF]|\{\{|titles\./);
    }
  });

  it('names /design-system and /monitoring in words, not by their path', () => {
    const titleOf = (path: string, language: 'he' | 'en') => routeFor(path)?.title(wordsIn(language));
    expect(titleOf('/design-system', 'he')).toBe('מערכת העיצוב');
    expect(titleOf('/design-system', 'en')).toBe('Design system');
    expect(titleOf('/monitoring', 'he')).toBe('ניטור המערכת');
    expect(titleOf('/monitoring', 'en')).toBe('System monitoring');
  });

  it('names the office’s client screens in its own words', () => {
    const titleOf = (path: string) => routeFor(path, withOffice)?.title(wordsIn('he'));
    expect(titleOf('/patients')).toBe('מטופלים');
    expect(titleOf('/patients/new')).toBe('הוספת מטופל');
    expect(titleOf('/patients/search')).toBe('חיפוש מטופלים');
    expect(titleOf('/leads/new')).toBe('ליד חדש');
    expect(titleOf('/documents/workflows')).toBe('תהליכי מסמכים');
    expect(titleOf('/opportunities/new')).toBe('עסקה חדשה');
  });

  it('puts the page first and the office after it in the tab', () => {
    expect(documentTitle('מטופלים', 'מרפאת השקד')).toBe('מטופלים · מרפאת השקד');
  });
});

describe('the office’s own paths for its clients', () => {
  it('serves the client screens under a module whose entity is the clients', () => {
    expect(routeFor('/patients', withOffice)).toMatchObject({ shell: 'protected', element: { type: Pages.ClientListPage, props: { kind: 'client' } } });
    expect(routeFor('/patients/search', withOffice)).toMatchObject({ element: { type: Pages.ClientListPage, props: { kind: 'client', isSearch: true } } });
    expect(routeFor('/patients/new', withOffice)).toMatchObject({ element: { type: Pages.ClientFormPage, props: { kind: 'client' } } });
    expect(routeFor('/patients/5f0c', withOffice)).toMatchObject({ element: { type: Pages.ClientDetailPage, props: { kind: 'client' } } });
    expect(routeFor('/patients/5f0c/edit', withOffice)).toMatchObject({ element: { type: Pages.ClientFormPage } });
    expect(routeFor('/patients')).toBeUndefined();
  });

  it('draws exactly the application routes the engine checks quick actions against', () => {
    const drawn = ROUTES.filter((route) => route.shell === 'protected').map((route) => route.path);
    const engine = [...APP_ROUTES, ...AREA_ROUTES.filter((path) => !path.startsWith('/compliance'))];
    expect([...drawn].sort()).toEqual([...engine].sort());
  });
});
