import type { Language } from '../../../../engine/i18n/languages';
import type { Terms } from '../../../../engine/generated/config-types';
import type { OfficeConfiguration } from '../../../../engine/resolve/resolve-office';
import type { Overrides } from '../office-settings/office-settings-types';
import { STANDARD_TERMS, termProblem, type TermProblem } from './term-rules';

/** One term of one language as the form edits it. */
export interface TermSlot {
  key: string;
  isCustom: boolean;
}

/** The words of one language by key (custom terms too), as the form holds them. */
export type TermWords = Record<string, string>;

/** The draft vocabulary: the words of every language the office offers. */
export type VocabularyDraft = Partial<Record<Language, TermWords>>;

type TerminologyLike = Partial<Record<Language, Terms>>;

/** The flat words of one language of a vocabulary (custom terms beside the standard ones). */
export function wordsOf(terminology: TerminologyLike, language: Language): TermWords {
  const terms = terminology[language];
  if (!terms) return {};
  const { customTerms, ...standard } = terms;
  return { ...(standard as Record<string, string>), ...customTerms };
}

/** Every term the form shows for a language: the standard keys (required first), then the office's own terms. */
export function termSlots(terminology: TerminologyLike, language: Language): TermSlot[] {
  const custom = Object.keys(terminology[language]?.customTerms ?? {}).filter((key) => !STANDARD_TERMS.includes(key));
  return [...STANDARD_TERMS.map((key) => ({ key, isCustom: false })), ...custom.map((key) => ({ key, isCustom: true }))];
}

/** The draft the form starts from: the office's current words in each language. */
export function draftFrom(terminology: TerminologyLike, languages: readonly Language[]): VocabularyDraft {
  return Object.fromEntries(languages.map((language) => [language, wordsOf(terminology, language)]));
}

/** Every problem of a draft the browser can see, by language and key. */
export function draftProblems(draft: VocabularyDraft): Partial<Record<Language, Record<string, TermProblem>>> {
  const problems: Partial<Record<Language, Record<string, TermProblem>>> = {};
  for (const [language, words] of Object.entries(draft) as [Language, TermWords][]) {
    for (const [key, value] of Object.entries(words)) {
      const problem = termProblem(key, value);
      if (problem) problems[language] = { ...problems[language], [key]: problem };
    }
  }
  return problems;
}

/**
 * The words of a draft that differ from the office type's, as a terminology override of one language (custom terms
 * nested); a cleared word is left out so the office type's word applies. Undefined when nothing differs.
 */
export function changedTerms(words: TermWords, defaults: TerminologyLike, language: Language, slots: readonly TermSlot[]): Record<string, unknown> | undefined {
  const base = wordsOf(defaults, language);
  const standard: Record<string, string> = {};
  const custom: Record<string, string> = {};
  for (const slot of slots) {
    const word = (words[slot.key] ?? '').trim();
    if (word === '' || word === base[slot.key]) continue;
    (slot.isCustom ? custom : standard)[slot.key] = word;
  }
  const change = { ...standard, ...(Object.keys(custom).length ? { customTerms: custom } : {}) };
  return Object.keys(change).length ? change : undefined;
}

/** The overrides with the draft's vocabulary: only what differs from the office type, per language. */
export function withVocabulary(overrides: Overrides, draft: VocabularyDraft, defaults: TerminologyLike, current: TerminologyLike): Overrides {
  const terminology: Record<string, unknown> = { ...((overrides.terminology as Record<string, unknown> | undefined) ?? {}) };
  for (const [language, words] of Object.entries(draft) as [Language, TermWords][]) {
    const change = changedTerms(words, defaults, language, termSlots(current, language));
    if (change) terminology[language] = change;
    else delete terminology[language];
  }
  const { terminology: _old, ...rest } = overrides;
  return Object.keys(terminology).length ? { ...rest, terminology } : rest;
}

/**
 * The office's configuration as it would be with the draft's words (for the menus' preview): a cleared word shows the
 * office type's word, as it will once saved.
 */
export function configWithDraft(config: OfficeConfiguration, draft: VocabularyDraft, defaults: TerminologyLike = {}): OfficeConfiguration {
  const terminology = { ...config.terminology };
  for (const [language, words] of Object.entries(draft) as [Language, TermWords][]) {
    const terms = terminology[language];
    if (!terms) continue;
    const base = wordsOf(defaults, language);
    const current = wordsOf(config.terminology, language);
    const next: Record<string, string> = {};
    const customTerms: Record<string, string> = {};
    for (const slot of termSlots(config.terminology, language)) {
      const word = words[slot.key]?.trim() || base[slot.key] || current[slot.key];
      if (word) (slot.isCustom ? customTerms : next)[slot.key] = word;
    }
    terminology[language] = { ...terms, ...next, customTerms } as Terms;
  }
  return { ...config, terminology };
}
