import type { MenuCustomization } from '../generated/config-types';

interface Customizable {
  id: string;
  label?: unknown;
  children?: Customizable[];
}

/**
 * Applies a tenant's changes to a list of menu items or quick actions, at every depth: hidden ones go, renamed
 * ones take their new label (and lose a vocabulary key that would override it), and ordered ones move to their
 * position among their siblings; the rest keep their relative order after them.
 */
export function applyCustomizations<T extends Customizable>(items: readonly T[], customizations: Readonly<Record<string, MenuCustomization>> | undefined): T[] {
  if (!customizations) return [...items];
  const kept = items
    .filter((item) => customizations[item.id]?.hidden !== true)
    .map((item) => {
      const change = customizations[item.id];
      let next: T = item;
      if (change?.label) {
        const { labelKey: _dropped, ...rest } = item as T & { labelKey?: string };
        next = { ...(rest as T), label: change.label };
      }
      return item.children ? { ...next, children: applyCustomizations(item.children, customizations) } : next;
    });
  const ordered = kept.filter((item) => customizations[item.id]?.order !== undefined);
  const rest = kept.filter((item) => customizations[item.id]?.order === undefined);
  ordered.sort((a, b) => (customizations[a.id]?.order ?? 0) - (customizations[b.id]?.order ?? 0));
  const result: T[] = [...rest];
  for (const item of ordered) result.splice(Math.min(customizations[item.id]?.order ?? 0, result.length), 0, item);
  return result;
}
