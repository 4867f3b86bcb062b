import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { resolveOfficeConfiguration, type OfficeConfiguration } from '../../../engine/resolve/resolve-office';
import type { TenantOverrides } from '../../../engine/generated/config-types';
import { validateTheme, type ThemeInput } from '../../../engine/theme/theme-validation';
import { fieldError, type FieldError } from '../../plugins/errors';
import { officeAdminError, officeAdminText, type OfficeAdminCode } from './office-admin.messages';
import { sameJson } from './override-changes';

/** What an office's overrides are checked for. */
export interface OverrideCheck {
  officeType: string;
  tenantId: string;
  overrides: Record<string, unknown>;
  /** The overrides saved now, to tell whether the branding changes. */
  current: Record<string, unknown>;
}

// A JSON pointer (/ui/theme/colors/primary) as the dotted field the forms name (ui.theme.colors.primary).
const fieldOf = (pointer: string): string => pointer.replace(/^\//, '').replace(/\//g, '.') || 'overrides';

// The fields whose schema problem has a message of its own, clearer than the generic one with Ajv's words.
const FIELD_TEXTS: Readonly<Record<string, OfficeAdminCode>> = { 'ui.branding.contactEmail': 'CONTACT_EMAIL_INVALID', 'ui.branding.contactPhone': 'CONTACT_PHONE_INVALID' };

/** The problems of the resolved configuration at their fields, one per field that has a message of its own. */
function schemaErrors(errors: readonly { path: string; message: string }[]): FieldError[] {
  const generic = officeAdminText('INVALID_VALUE');
  const own = new Set<string>();
  return errors.flatMap((error) => {
    const field = fieldOf(error.path);
    const code = FIELD_TEXTS[field];
    if (!code) return [fieldError(field, { ...generic, en: `${generic.en}: ${error.message}` })];
    if (own.has(field)) return [];
    own.add(field);
    return [fieldError(field, officeAdminText(code))];
  });
}

const uiOf = (overrides: Record<string, unknown>): Record<string, unknown> => (overrides.ui && typeof overrides.ui === 'object' ? (overrides.ui as Record<string, unknown>) : {});

/** The theme and branding of an edit, as the engine's theme check reads them. */
function themeInput(overrides: Record<string, unknown>): ThemeInput {
  const ui = uiOf(overrides);
  const theme = (ui.theme ?? {}) as Pick<ThemeInput, 'colors' | 'darkColors' | 'typography'>;
  return { ...(theme.colors ? { colors: theme.colors } : {}), ...(theme.darkColors ? { darkColors: theme.darkColors } : {}), ...(theme.typography ? { typography: theme.typography } : {}), ...(ui.branding ? { branding: ui.branding as ThemeInput['branding'] } : {}) };
}

/** Whether an office may brand itself: its theme turns on custom branding or white label (spec 3 §2). */
const mayBrand = (config: OfficeConfiguration): boolean => Boolean(config.ui.theme.features?.customBranding || config.ui.theme.features?.whiteLabel);

/**
 * Checks an office's overrides before they are saved, as the engine will resolve them: the theme's colours with the
 * messages of spec 3 §5 at their fields, then the whole merged configuration against the office-type schemas (policies
 * stay within the bounds the schemas set). A changed branding needs custom branding or white label (403 otherwise).
 * Returns the resolved configuration and the theme's warnings; throws 400 with every problem at its field.
 */
export function checkOverrides(catalog: OfficeTypeCatalog, check: OverrideCheck): { config: OfficeConfiguration; warnings: FieldError[] } {
  const theme = validateTheme(themeInput(check.overrides));
  const themeErrors = theme.errors.map((issue) => fieldError(`ui.${issue.field.startsWith('branding.') ? '' : 'theme.'}${issue.field}`, { ...issue.message }));
  if (themeErrors.length > 0) throw officeAdminError(400, 'INVALID_OVERRIDES', themeErrors);
  const resolved = resolveOfficeConfiguration(catalog, { officeType: check.officeType, tenantId: check.tenantId, overrides: check.overrides as TenantOverrides });
  if (!resolved.ok) throw officeAdminError(400, 'INVALID_OVERRIDES', schemaErrors(resolved.errors));
  // Which branding an office may do is the platform's to say: the office's own settings never change it.
  const themeFeatures = (overrides: Record<string, unknown>) => (uiOf(overrides).theme as { features?: unknown } | undefined)?.features;
  if (!sameJson(themeFeatures(check.overrides), themeFeatures(check.current))) {
    throw officeAdminError(403, 'THEME_FEATURES_LOCKED', [fieldError('ui.theme.features', officeAdminText('THEME_FEATURES_LOCKED'))]);
  }
  const brandingChanged = !sameJson(uiOf(check.overrides).branding, uiOf(check.current).branding);
  if (brandingChanged && !mayBrand(resolved.config)) throw officeAdminError(403, 'BRANDING_NOT_ENABLED');
  const warnings = theme.warnings.map((issue) => fieldError(`ui.${issue.field.startsWith('branding.') ? '' : 'theme.'}${issue.field}`, { ...issue.message }));
  return { config: resolved.config, warnings };
}
