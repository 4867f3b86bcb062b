import { describe, expect, it } from 'vitest';
import { TERM_KEYS } from '../../engine/terminology/terminology';
import { resolveOfficeConfiguration } from '../../engine/resolve/resolve-office';
import type { Language } from '../../engine/i18n/languages';
import type { OfficeType } from '../../engine/generated/config-types';
import { loadOfficeTypeCatalog } from '../../server/office-types/read-office-types';

const catalog = loadOfficeTypeCatalog();
const legalWithTerms = (he: Record<string, string>, en: Record<string, string>) =>
  resolveOfficeConfiguration(catalog, { officeType: 'legal', tenantId: 't1', overrides: { terminology: { he, en } } });

// The standard keys that are verbs and adjectives (create, active…): only nouns must come from the vocabulary.
const NOUN_KEYS = new Set<string>(TERM_KEYS.slice(0, 8));

/** The nouns an office's vocabulary defines in a language: the standard nouns and its own terms. */
function nounsOf(office: OfficeType, language: Language): string[] {
  const terms = office.terminology[language];
  if (!terms) return [];
  const standard = Object.entries(terms).filter(([key, word]) => NOUN_KEYS.has(key) && typeof word === 'string').map(([, word]) => word as string);
  return [...standard, ...Object.values(terms.customTerms ?? {})];
}

/** Whether a text holds a word as a word (in Hebrew also behind the one-letter prefixes ה, ו, ל, ב, מ, ש, כ). */
function holdsWord(text: string, word: string, language: Language): boolean {
  const escaped = word.toLocaleLowerCase(language).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const prefix = language === 'he' ? '[הולבמשכ]{0,2}' : '';
  return new RegExp(`(^|[^\\p{L}])${prefix}${escaped}($|[^\\p{L}])`, 'u').test(text.toLocaleLowerCase(language));
}

type MenuItem = OfficeType['ui']['navigation']['primaryMenu'][number];

/** The labels of a menu and of its submenus, with their JSON paths (a label may be a vocabulary key instead). */
function menuLabels(items: readonly MenuItem[], path: string): { path: string; text: Partial<Record<Language, string>> }[] {
  return items.flatMap((item, index) => [
    ...(item.label ? [{ path: `${path}/${index}/label`, text: item.label as Partial<Record<Language, string>> }] : []),
    ...('children' in item && item.children ? menuLabels(item.children as readonly MenuItem[], `${path}/${index}/children`) : []),
  ]);
}

describe('the office types’ dashboard words', () => {
  it('take a renamed client term into the tiles and widget titles, in Hebrew and English', () => {
    const resolved = legalWithTerms({ client: 'מרשה', clients: 'מרשים' }, { client: 'Principal', clients: 'Principals' });
    if (!resolved.ok) throw new Error(JSON.stringify(resolved.errors));
    const { statistics, widgets } = resolved.config.ui.dashboard;
    expect(statistics.find((tile) => tile.id === 'clients-engaged')!.label).toMatchObject({ he: 'מרשים פעילים', en: 'Engaged principals' });
    expect(statistics.find((tile) => tile.id === 'clients-total')!.label).toMatchObject({ he: 'מרשים', en: 'Principals' });
    expect(widgets.find((widget) => widget.id === 'new-clients-chart')!.title).toMatchObject({ he: 'מרשים חדשים', en: 'New principals' });
    // Words the office did not rename stay the office type's.
    expect(statistics.find((tile) => tile.id === 'documents-in-review')!.label).toMatchObject({ he: 'מסמכים בבדיקה', en: 'Documents in review' });
  });

  it('take a renamed term into the menu and the quick actions', () => {
    const resolved = resolveOfficeConfiguration(catalog, { officeType: 'medical', tenantId: 't1', overrides: { terminology: { he: { client: 'אורח', clients: 'אורחים' }, en: { client: 'Guest', clients: 'Guests' } } } });
    if (!resolved.ok) throw new Error(JSON.stringify(resolved.errors));
    const label = (id: string) => resolved.config.ui.navigation.quickActions.find((action) => action.id === id)!.label;
    expect(label('find-patient')).toMatchObject({ he: 'חיפוש אורח', en: 'Find a guest' });
    expect(label('new-patient-intake')).toMatchObject({ he: 'קליטת אורח חדש', en: 'New guest intake' });
  });

  it('show the office type’s words when nothing is renamed, and leave no placeholder anywhere', () => {
    for (const id of catalog.ids()) {
      const resolved = resolveOfficeConfiguration(catalog, { officeType: id });
      if (!resolved.ok) throw new Error(JSON.stringify(resolved.errors));
      const { terminology: _terms, ...texts } = resolved.config;
      expect(JSON.stringify(texts), id).not.toMatch(/\{\{\w+\}\}/);
    }
    const legal = resolveOfficeConfiguration(catalog, { officeType: 'legal' });
    expect(legal.ok && legal.config.ui.dashboard.statistics.find((tile) => tile.id === 'clients-engaged')!.label).toMatchObject({ he: 'לקוחות פעילים' });
  });

  it('name no noun of the office’s vocabulary literally in a statistic title, a widget title, a menu label or a quick action', () => {
    const literal: string[] = [];
    for (const id of catalog.ids()) {
      const office = catalog.get(id)!;
      const { statistics, widgets } = office.ui.dashboard;
      const { primaryMenu, quickActions } = office.ui.navigation;
      const texts = [
        ...statistics.map((tile, index) => ({ path: `${id} /ui/dashboard/statistics/${index}/label`, text: tile.label })),
        ...widgets.filter((widget) => widget.title).map((widget) => ({ path: `${id} /ui/dashboard/widgets/${widgets.indexOf(widget)}/title`, text: widget.title! })),
        ...menuLabels(primaryMenu, `${id} /ui/navigation/primaryMenu`),
        ...quickActions.filter((action) => action.label).map((action, index) => ({ path: `${id} /ui/navigation/quickActions/${index}/label`, text: action.label! })),
      ];
      for (const { path, text } of texts) {
        for (const [language, value] of Object.entries(text) as [Language, string][]) {
          const words = value.replace(/\{\{\w+\}\}/g, ' ');
          const nouns = nounsOf(office, language).filter((noun) => holdsWord(words, noun, language));
          if (nouns.length) literal.push(`${path}/${language} "${value}" names ${nouns.map((noun) => `"${noun}"`).join(', ')}: write {{term}} instead`);
        }
      }
    }
    expect(literal).toEqual([]);
  });
});
