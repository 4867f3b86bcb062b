import type { Language } from '../../engine/i18n/languages';
import type { LanguagePack } from './language-pack';
import { hebrewPack } from './packs/he';

// Hebrew is in the entry: it is the first language and, Hebrew having every key (locales.test.ts), the only fallback
// any other language reaches. The others load when chosen, so the entry carries one language.
const LOADERS: Record<Language, () => Promise<LanguagePack>> = {
  he: () => Promise.resolve(hebrewPack),
  en: () => import('./packs/en').then((module) => module.englishPack),
  es: () => import('./packs/es').then((module) => module.spanishPack),
};

const packs = new Map<Language, LanguagePack>([['he', hebrewPack]]);
const pending = new Map<Language, Promise<LanguagePack>>();
const listeners = new Set<(pack: LanguagePack) => void>();

/** The language's pack if it is in, else undefined. */
export function languagePack(language: Language): LanguagePack | undefined {
  return packs.get(language);
}

/** The packs in so far. */
export function languagePacks(): LanguagePack[] {
  return [...packs.values()];
}

/** Puts a pack in (the loader's, or a test's that has every language at hand) and tells the listeners. */
export function addLanguagePack(pack: LanguagePack): void {
  packs.set(pack.language, pack);
  for (const listener of listeners) listener(pack);
}

/** The language's pack, loaded once; a failed load is not remembered, so the next choice tries again. */
export function loadLanguagePack(language: Language): Promise<LanguagePack> {
  const known = packs.get(language);
  if (known) return Promise.resolve(known);
  let loading = pending.get(language);
  if (!loading) {
    loading = LOADERS[language]()
      .then((pack) => {
        addLanguagePack(pack);
        return pack;
      })
      .finally(() => pending.delete(language));
    pending.set(language, loading);
  }
  return loading;
}

/** Calls the listener with each pack put in from now on; returns the function that stops it. */
export function onLanguagePackAdded(listener: (pack: LanguagePack) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
