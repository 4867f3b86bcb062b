import type { Branding, Theme } from '../../../../engine/generated/config-types';
import { isLanguage, type Language } from '../../../../engine/i18n/languages';
import { deepMerge } from '../../../../engine/resolve/deep-merge';
import { isValidColor } from '../../../../engine/theme/color';
import { DEFAULT_THEME } from '../../../../engine/theme/theme-defaults';
import type { Overrides } from '../office-settings/office-settings-types';

/** The three colours the brand panel edits. */
export const BRAND_COLORS = ['primary', 'secondary', 'accent'] as const;
export type BrandColor = (typeof BRAND_COLORS)[number];

/** The office's contact details the brand panel edits, written on the documents the office produces. */
export const CONTACT_FIELDS = ['contactEmail', 'contactPhone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the brand panel shows and edits: the company name and tagline by language, the brand colours and the contact details ('' when none). */
export interface BrandingDraft {
  companyName: Partial<Record<Language, string>>;
  tagline: Partial<Record<Language, string>>;
  colors: Record<BrandColor, string>;
  contactEmail: string;
  contactPhone: string;
}

/** The part of an office the brand panel reads. */
export interface BrandedOffice {
  ui: { theme: Theme; branding?: Branding };
}

type Json = Record<string, unknown>;
const objectAt = (root: unknown, key: string): Json => {
  const value = root && typeof root === 'object' ? (root as Json)[key] : undefined;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
};

/** Whether the office may brand itself: its theme turns on custom branding or white label (spec 3 §2). */
export const mayBrand = (office: BrandedOffice): boolean => Boolean(office.ui.theme.features?.customBranding || office.ui.theme.features?.whiteLabel);

/**
 * The office's brand as it stands: the resolved office with the overrides saved since laid over it (laying them again
 * changes nothing, and a save shows at once, before the office configuration is fetched again). The brand colours win
 * over the theme's, as the engine's theme tokens have it.
 */
export function currentBranding(office: BrandedOffice, overrides: Overrides): BrandingDraft {
  const ui = deepMerge(office.ui as unknown as Json, objectAt(overrides, 'ui')) as unknown as BrandedOffice['ui'];
  const brand = ui.branding?.brandColors ?? {};
  const colors = ui.theme.colors as Partial<Record<BrandColor, string>> | undefined;
  const color = (name: BrandColor): string => [brand[name], colors?.[name], DEFAULT_THEME.colors[name]].find(isValidColor) ?? DEFAULT_THEME.colors[name];
  return {
    companyName: { ...(ui.branding?.companyName ?? {}) },
    tagline: { ...(ui.branding?.tagline ?? {}) },
    colors: { primary: color('primary'), secondary: color('secondary'), accent: color('accent') },
    contactEmail: ui.branding?.contactEmail ?? '',
    contactPhone: ui.branding?.contactPhone ?? '',
  };
}

/** The draft's colours where valid, and the saved ones where not: what a preview can draw. */
export const drawableColors = (draft: Partial<BrandingDraft> | undefined, saved: BrandingDraft): Record<BrandColor, string> =>
  Object.fromEntries(BRAND_COLORS.map((name) => [name, isValidColor(draft?.colors?.[name]) ? draft.colors[name] : saved.colors[name]])) as Record<BrandColor, string>;

const textsOf = (texts: Partial<Record<Language, string>> | undefined, languages: readonly Language[]) =>
  Object.fromEntries(languages.map((language) => [language, (texts?.[language] ?? '').trim()]).filter(([, text]) => text !== '')) as Partial<Record<Language, string>>;

/**
 * The overrides with the draft written in: the colours both as the theme's and as the brand's (the brand's win in the
 * engine, so the two never disagree), the company name and tagline in the offered languages, and the contact details.
 * A tagline left empty in every language, or a contact detail left empty, is no longer overridden.
 */
export function applyBranding(overrides: Overrides, draft: BrandingDraft, languages: readonly string[]): Overrides {
  const offered = languages.filter(isLanguage);
  const ui = objectAt(overrides, 'ui');
  const theme = objectAt(ui, 'theme');
  const branding = objectAt(ui, 'branding');
  const colors = { ...objectAt(theme, 'colors'), ...draft.colors };
  const tagline = textsOf(draft.tagline, offered);
  const kept = { ...branding };
  delete kept.tagline;
  const contacts: Json = {};
  for (const field of CONTACT_FIELDS) {
    delete kept[field];
    const value = (draft[field] ?? '').trim();
    if (value !== '') contacts[field] = value;
  }
  const nextBranding: Json = {
    ...kept,
    companyName: { ...objectAt(branding, 'companyName'), ...textsOf(draft.companyName, offered) },
    ...(Object.keys(tagline).length > 0 ? { tagline: { ...objectAt(branding, 'tagline'), ...tagline } } : {}),
    brandColors: { ...objectAt(branding, 'brandColors'), ...draft.colors },
    ...contacts,
  };
  return { ...overrides, ui: { ...ui, theme: { ...theme, colors }, branding: nextBranding } };
}

/** The form field a server field error belongs to (ui.theme.colors.primary and ui.branding.brandColors.primary alike), if any. */
export function brandingFieldOf(field: string): ['colors', BrandColor] | ['companyName' | 'tagline', Language] | [ContactField] | undefined {
  const contact = /^ui\.branding\.(contactEmail|contactPhone)$/.exec(field);
  if (contact) return [contact[1] as ContactField];
  const color = /^ui\.(?:theme\.colors|branding\.brandColors)\.(primary|secondary|accent)$/.exec(field);
  if (color) return ['colors', color[1] as BrandColor];
  const text = /^ui\.branding\.(companyName|tagline)\.(he|en|es)$/.exec(field);
  return text ? [text[1] as 'companyName' | 'tagline', text[2] as Language] : undefined;
}
