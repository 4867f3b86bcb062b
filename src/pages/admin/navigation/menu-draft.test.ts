import { describe, expect, it } from 'vitest';
import { buildWorkspaceMenu } from '../../../../engine/navigation/build-navigation';
import { sandboxConfiguration } from '../../../dashboard/sandbox-office';
import { configWithMenus, menuDraftFrom, withMenus } from './menu-draft';
import { entriesMissingLabels, moveEntry, updateEntry } from './menu-entries';

const legal = sandboxConfiguration('legal');
const languages = ['he', 'en', 'es'] as const;
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('the menus draft', () => {
  it('starts from the office’s own items and quick actions, with their labels in every language', () => {
    const draft = menuDraftFrom(legal, languages);
    expect(ids(draft.primaryMenu)).toEqual(['cases', 'contracts', 'timekeeping']);
    expect(draft.primaryMenu[0]?.label).toEqual({ he: 'תיקים', en: 'Cases', es: 'Casos' });
    expect(ids(draft.primaryMenu[0]!.children)).toContain('cases-new');
  });

  it('moves an entry among its siblings, at any depth, and not past an end', () => {
    const draft = menuDraftFrom(legal, languages);
    expect(ids(moveEntry(draft.primaryMenu, 'contracts', -1))).toEqual(['contracts', 'cases', 'timekeeping']);
    expect(ids(moveEntry(draft.primaryMenu, 'cases', -1))).toEqual(['cases', 'contracts', 'timekeeping']);
    expect(ids(moveEntry(draft.primaryMenu, 'cases-new', -1)[0]!.children).slice(0, 2)).toEqual(['cases-new', 'cases-all']);
  });

  it('writes both whole lists, a new label in place of the old, and hiding as a customization', () => {
    let draft = menuDraftFrom(legal, languages);
    draft = { ...draft, primaryMenu: moveEntry(draft.primaryMenu, 'timekeeping', -1) };
    draft = { ...draft, primaryMenu: updateEntry(draft.primaryMenu, 'contracts', (entry) => ({ ...entry, label: { ...entry.label, en: 'Agreements' } })) };
    draft = { ...draft, quickActions: updateEntry(draft.quickActions, 'log-time', (entry) => ({ ...entry, isHidden: true })) };
    const overrides = withMenus({ ui: { theme: { colors: {} } } }, legal, draft, languages);
    const navigation = (overrides.ui as { navigation: typeof legal.ui.navigation; theme: unknown }).navigation;
    expect((overrides.ui as { theme: unknown }).theme).toEqual({ colors: {} });
    expect(ids(navigation.primaryMenu)).toEqual(['cases', 'timekeeping', 'contracts']);
    expect(navigation.primaryMenu[2]?.label).toEqual({ he: 'חוזים', en: 'Agreements', es: 'Contratos' });
    expect(navigation.primaryMenu[0]).toEqual(legal.ui.navigation.primaryMenu[0]);
    expect(ids(navigation.quickActions)).toEqual(ids(legal.ui.navigation.quickActions));
    expect(navigation.customizations).toEqual({ 'log-time': { hidden: true } });
  });

  it('previews the draft through the engine: a hidden quick action is gone, a renamed item reads its new name', () => {
    const draft = menuDraftFrom(legal, languages);
    const hidden = { ...draft, quickActions: updateEntry(draft.quickActions, 'new-matter', (entry) => ({ ...entry, isHidden: true })) };
    const menu = buildWorkspaceMenu(configWithMenus(legal, hidden, languages), { roles: ['admin'] });
    expect(ids(menu.quickActions)).not.toContain('new-matter');
    expect(ids(menu.quickActions)).toContain('conflict-check');
  });

  it('finds the entries whose name is missing in a language', () => {
    const draft = menuDraftFrom(legal, languages);
    const blank = updateEntry(draft.primaryMenu, 'cases-new', (entry) => ({ ...entry, label: { ...entry.label, es: ' ' } }));
    expect(entriesMissingLabels(blank, languages)).toEqual(['cases-new']);
  });
});
