import i18next from 'i18next';
import { LAZY_NAMESPACES } from './locales';
import type { LocaleStrings, StringTree } from './locales/locale-strings';

/** Puts a namespace's strings into i18next, every language it has. */
export function registerStrings(namespace: string, strings: LocaleStrings): void {
  for (const [language, tree] of Object.entries(strings) as [string, StringTree | undefined][]) {
    if (tree) i18next.addResourceBundle(language, namespace, tree, true, true);
  }
}

/** Loads lazily kept namespaces (profile, settings, explorer) before their page renders. */
export async function loadNamespaces(...namespaces: (keyof typeof LAZY_NAMESPACES)[]): Promise<void> {
  const loaded = await Promise.all(namespaces.map((namespace) => LAZY_NAMESPACES[namespace]()));
  namespaces.forEach((namespace, index) => registerStrings(namespace, loaded[index]!));
}
