import type { Language } from '../../../../engine/i18n/languages';

/** One menu item or quick action as the admin edits it: its label in each language, whether it shows, its sub-items. */
export interface MenuEntry {
  id: string;
  label: Partial<Record<Language, string>>;
  isHidden: boolean;
  children: MenuEntry[];
}

/** The office's own menu items and quick actions, in their draft order. */
export interface MenuDraft {
  primaryMenu: MenuEntry[];
  quickActions: MenuEntry[];
}

/** Which list of the draft an entry is in. */
export type MenuList = keyof MenuDraft;

/** The entries with the one of this id (at any depth) changed. */
export function updateEntry(entries: readonly MenuEntry[], id: string, change: (entry: MenuEntry) => MenuEntry): MenuEntry[] {
  return entries.map((entry) => (entry.id === id ? change(entry) : { ...entry, children: updateEntry(entry.children, id, change) }));
}

/** The entries with the one of this id moved up (-1) or down (+1) among its siblings; at an end, nothing moves. */
export function moveEntry(entries: readonly MenuEntry[], id: string, delta: -1 | 1): MenuEntry[] {
  const index = entries.findIndex((entry) => entry.id === id);
  if (index < 0) return entries.map((entry) => ({ ...entry, children: moveEntry(entry.children, id, delta) }));
  const target = index + delta;
  if (target < 0 || target >= entries.length) return [...entries];
  const moved = [...entries];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** Whether an entry's label is missing in a language the office offers (a label needs every one, as the schema says). */
export function missingLabels(entry: MenuEntry, languages: readonly Language[]): Language[] {
  return languages.filter((language) => !(entry.label[language] ?? '').trim());
}

/** Every entry with a missing label, at any depth. */
export function entriesMissingLabels(entries: readonly MenuEntry[], languages: readonly Language[]): string[] {
  return entries.flatMap((entry) => [...(missingLabels(entry, languages).length ? [entry.id] : []), ...entriesMissingLabels(entry.children, languages)]);
}
