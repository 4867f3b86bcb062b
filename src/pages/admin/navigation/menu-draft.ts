import type { Language } from '../../../../engine/i18n/languages';
import type { LocalizedText, MenuCustomization, MenuItem, QuickAction } from '../../../../engine/generated/config-types';
import type { OfficeConfiguration } from '../../../../engine/resolve/resolve-office';
import { resolveLabel } from '../../../../engine/terminology/terminology';
import type { Overrides } from '../office-settings/office-settings-types';
import type { MenuDraft, MenuEntry } from './menu-entries';

type Customizations = Record<string, MenuCustomization>;
type Labelled = MenuItem | QuickAction;

const ownLabel = (config: OfficeConfiguration, item: Labelled, languages: readonly Language[]) =>
  Object.fromEntries(languages.map((language) => [language, resolveLabel(config, item, language)]));

function entriesOf(config: OfficeConfiguration, items: readonly Labelled[], languages: readonly Language[]): MenuEntry[] {
  const customizations = config.ui.navigation.customizations ?? {};
  return items.map((item) => {
    const change = customizations[item.id];
    return {
      id: item.id,
      label: change?.label ? ownLabel(config, { label: change.label } as Labelled, languages) : ownLabel(config, item, languages),
      isHidden: change?.hidden === true,
      children: entriesOf(config, 'children' in item ? (item.children ?? []) : [], languages),
    };
  });
}

/** The draft the menus section starts from: the office's own items and quick actions as it shows them now. */
export function menuDraftFrom(config: OfficeConfiguration, languages: readonly Language[]): MenuDraft {
  return { primaryMenu: entriesOf(config, config.ui.navigation.primaryMenu, languages), quickActions: entriesOf(config, config.ui.navigation.quickActions, languages) };
}

// An item keeps its label (or vocabulary key) while the draft shows the same words; a new label replaces the key.
function rebuild<T extends Labelled>(config: OfficeConfiguration, items: readonly T[], entries: readonly MenuEntry[], languages: readonly Language[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return entries.flatMap((entry) => {
    const item = byId.get(entry.id);
    if (!item) return [];
    const label = Object.fromEntries(languages.map((language) => [language, (entry.label[language] ?? '').trim()])) as unknown as LocalizedText;
    const isRenamed = JSON.stringify(label) !== JSON.stringify(ownLabel(config, item, languages));
    const { labelKey: _key, ...withoutKey } = item;
    const next = (isRenamed ? { ...withoutKey, label } : item) as T;
    const children = 'children' in item && item.children ? { children: rebuild(config, item.children, entry.children, languages) } : {};
    return [{ ...next, ...children }];
  });
}

function customizationsWith(saved: Customizations, entries: readonly MenuEntry[]): Customizations {
  const next = { ...saved };
  const visit = (list: readonly MenuEntry[]) => {
    for (const entry of list) {
      // The lists themselves now carry these entries' order and labels; only hiding stays a customization.
      const { label: _label, hidden: _hidden, order: _order, ...rest } = next[entry.id] ?? {};
      const change: MenuCustomization = { ...rest, ...(entry.isHidden ? { hidden: true } : {}) };
      if (Object.keys(change).length) next[entry.id] = change;
      else delete next[entry.id];
      visit(entry.children);
    }
  };
  visit(entries);
  return next;
}

/** The office's navigation as the draft makes it: the whole edited lists, and the hidden entries as customizations. */
export function navigationWithDraft(config: OfficeConfiguration, draft: MenuDraft, languages: readonly Language[], saved: Customizations = config.ui.navigation.customizations ?? {}) {
  const customizations = customizationsWith(saved, [...draft.primaryMenu, ...draft.quickActions]);
  return {
    primaryMenu: rebuild(config, config.ui.navigation.primaryMenu, draft.primaryMenu, languages),
    quickActions: rebuild(config, config.ui.navigation.quickActions, draft.quickActions, languages),
    ...(Object.keys(customizations).length ? { customizations } : {}),
  };
}

/** The overrides with the draft's menus: lists replace in overrides, so both whole lists are written. */
export function withMenus(overrides: Overrides, config: OfficeConfiguration, draft: MenuDraft, languages: readonly Language[]): Overrides {
  const ui = (overrides.ui ?? {}) as Record<string, unknown>;
  const navigation = (ui.navigation ?? {}) as Record<string, unknown>;
  const { customizations: _old, ...rest } = navigation;
  const saved = (navigation.customizations ?? {}) as Customizations;
  return { ...overrides, ui: { ...ui, navigation: { ...rest, ...navigationWithDraft(config, draft, languages, saved) } } };
}

/** The office's configuration with the draft's menus (for the preview). */
export function configWithMenus(config: OfficeConfiguration, draft: MenuDraft, languages: readonly Language[]): OfficeConfiguration {
  return { ...config, ui: { ...config.ui, navigation: navigationWithDraft(config, draft, languages) } };
}
