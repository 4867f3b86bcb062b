import type { OfficeType, Terms } from '../generated/config-types';
import { engineLogger } from '../logger';
import { pickText, type Language } from '../i18n/languages';

/** The namespace used when an office's vocabulary is not usable (spec 3 §5). */
export const COMMON_NAMESPACE = 'common';

/** The standard vocabulary keys (spec 3 §3), the first eight required. */
export const TERM_KEYS = [
  'client', 'clients', 'professional', 'professionals', 'document', 'documents', 'appointment', 'appointments',
  'schedule', 'create', 'edit', 'delete', 'view', 'active', 'inactive', 'pending', 'completed', 'cancelled',
] as const;

/**
 * The i18next namespace of an office type's vocabulary: `<type>-terminology` for a known type, and for any
 * other the lowercased alphanumeric name followed by -terminology (spec 3 §5).
 */
export function terminologyNamespace(officeType: string, knownTypes: Iterable<string>): string {
  if ([...knownTypes].includes(officeType)) return `${officeType}-terminology`;
  return `${officeType.toLowerCase().replace(/[^a-z0-9]/g, '')}-terminology`;
}

/**
 * Whether a vocabulary is usable: the office type is a non-empty string and client, clients, professional and
 * professionals are non-empty (spec 3 §5).
 */
export function isValidTerminology(officeType: unknown, terms: Partial<Terms> | undefined): boolean {
  if (typeof officeType !== 'string' || officeType.trim() === '' || !terms) return false;
  return (['client', 'clients', 'professional', 'professionals'] as const).every((key) => (terms[key] ?? '').trim() !== '');
}

/** An office's vocabulary as i18next resources: one namespace, one flat key set per language. */
export interface TerminologyResources {
  namespace: string;
  resources: Partial<Record<Language, Record<string, string>>>;
}

/**
 * Turns an office's vocabulary into i18next resources; custom terms become keys of their own. A language whose
 * vocabulary is not valid is left out and the namespace becomes common, with a logged warning.
 */
export function buildTerminologyResources(office: Pick<OfficeType, 'id' | 'terminology'>, knownTypes: Iterable<string>): TerminologyResources {
  const resources: Partial<Record<Language, Record<string, string>>> = {};
  for (const [language, terms] of Object.entries(office.terminology) as [Language, Terms | undefined][]) {
    if (!isValidTerminology(office.id, terms)) {
      engineLogger().warn(`Invalid ${language} terminology for office type "${office.id}": using the common namespace`);
      return { namespace: COMMON_NAMESPACE, resources: {} };
    }
    const { customTerms, ...standard } = terms as Terms;
    resources[language] = { ...customTerms, ...(standard as Record<string, string>) };
  }
  return { namespace: terminologyNamespace(office.id, knownTypes), resources };
}

/** The key prefix that sends a label key to the office vocabulary: term.clients. */
export const TERM_KEY_PREFIX = 'term.';

/**
 * One vocabulary word in a language (then Hebrew, then English), standard or custom; undefined when the
 * office has no such term.
 */
export function termFor(office: Pick<OfficeType, 'terminology'>, key: string, language: Language): string | undefined {
  const pick = (terms: Terms | undefined): string | undefined =>
    terms ? ((terms as unknown as Record<string, string | undefined>)[key] ?? terms.customTerms?.[key]) : undefined;
  return pick(office.terminology[language]) ?? pick(office.terminology.he) ?? pick(office.terminology.en);
}

/**
 * The text of a label that may be a vocabulary key (term.clients) or a localized text; a term the office
 * lacks falls back to the localized text, then to the key's last segment.
 */
export function resolveLabel(
  office: Pick<OfficeType, 'terminology'>,
  label: { label?: { readonly [key in Language]?: string }; labelKey?: string },
  language: Language,
): string {
  if (label.labelKey?.startsWith(TERM_KEY_PREFIX)) {
    const term = termFor(office, label.labelKey.slice(TERM_KEY_PREFIX.length), language);
    if (term) return term;
  }
  const text = pickText(label.label, language);
  return text || (label.labelKey?.split('.').at(-1) ?? '');
}
