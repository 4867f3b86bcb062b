import type { Branding, ThemeColors, ThemeDarkColors, ThemeTypography } from '../generated/config-types';
import type { Language } from '../i18n/languages';
import type { DeepPartial } from './merge-theme';
import { isValidColor } from './color';

/** One finding of a validation: the JSON path of the field, a stable code and the message in every language. */
export interface ThemeIssue {
  field: string;
  code: 'invalid-color' | 'font-size-out-of-range' | 'company-name-too-long' | 'unsupported-logo-format' | 'logo-too-large';
  message: Record<Language, string>;
}

/** What a theme edit sends: any of colours, dark colours, typography and branding, each possibly partial. */
export interface ThemeInput {
  colors?: DeepPartial<ThemeColors>;
  darkColors?: DeepPartial<ThemeDarkColors>;
  typography?: DeepPartial<ThemeTypography>;
  branding?: DeepPartial<Branding>;
}

/** Errors block saving; warnings are shown but do not (spec 3 §5). */
export interface ThemeValidation {
  errors: ThemeIssue[];
  warnings: ThemeIssue[];
}

/** The base font size advised, in pixels, both ends included. */
export const ADVISED_FONT_SIZE = { min: 10, max: 20 } as const;
/** The longest company name that displays well, in characters. */
export const COMPANY_NAME_DISPLAY_LIMIT = 50;

// Every colour field of a theme edit and the message naming it; "Invalid primary color" and "Invalid secondary color" are spec 3 §5's.
const COLOR_FIELDS: readonly { path: string; message: Record<Language, string> }[] = [
  { path: 'colors.primary', message: { he: 'צבע ראשי לא תקין', en: 'Invalid primary color', es: 'Color primario no válido' } },
  { path: 'colors.secondary', message: { he: 'צבע משני לא תקין', en: 'Invalid secondary color', es: 'Color secundario no válido' } },
  { path: 'colors.accent', message: { he: 'צבע הדגשה לא תקין', en: 'Invalid accent color', es: 'Color de acento no válido' } },
  { path: 'colors.success', message: { he: 'צבע הצלחה לא תקין', en: 'Invalid success color', es: 'Color de éxito no válido' } },
  { path: 'colors.warning', message: { he: 'צבע אזהרה לא תקין', en: 'Invalid warning color', es: 'Color de advertencia no válido' } },
  { path: 'colors.error', message: { he: 'צבע שגיאה לא תקין', en: 'Invalid error color', es: 'Color de error no válido' } },
  { path: 'colors.background.default', message: { he: 'צבע רקע הדף לא תקין', en: 'Invalid page background color', es: 'Color de fondo de la página no válido' } },
  { path: 'colors.background.paper', message: { he: 'צבע רקע הכרטיסים לא תקין', en: 'Invalid card background color', es: 'Color de fondo de las tarjetas no válido' } },
  { path: 'colors.background.header', message: { he: 'צבע רקע הכותרת לא תקין', en: 'Invalid header background color', es: 'Color de fondo del encabezado no válido' } },
  { path: 'colors.background.sidebar', message: { he: 'צבע רקע סרגל הצד לא תקין', en: 'Invalid sidebar background color', es: 'Color de fondo de la barra lateral no válido' } },
  { path: 'colors.text.primary', message: { he: 'צבע הטקסט הראשי לא תקין', en: 'Invalid primary text color', es: 'Color del texto principal no válido' } },
  { path: 'colors.text.secondary', message: { he: 'צבע הטקסט המשני לא תקין', en: 'Invalid secondary text color', es: 'Color del texto secundario no válido' } },
  { path: 'colors.text.disabled', message: { he: 'צבע הטקסט המושבת לא תקין', en: 'Invalid disabled text color', es: 'Color del texto deshabilitado no válido' } },
  { path: 'darkColors.primary', message: { he: 'צבע ראשי למצב כהה לא תקין', en: 'Invalid dark-mode primary color', es: 'Color primario del modo oscuro no válido' } },
  { path: 'darkColors.secondary', message: { he: 'צבע משני למצב כהה לא תקין', en: 'Invalid dark-mode secondary color', es: 'Color secundario del modo oscuro no válido' } },
  { path: 'darkColors.background', message: { he: 'צבע רקע למצב כהה לא תקין', en: 'Invalid dark-mode background color', es: 'Color de fondo del modo oscuro no válido' } },
  { path: 'darkColors.paper', message: { he: 'צבע רקע הכרטיסים למצב כהה לא תקין', en: 'Invalid dark-mode card color', es: 'Color de las tarjetas del modo oscuro no válido' } },
  { path: 'branding.brandColors.primary', message: { he: 'צבע המותג הראשי לא תקין', en: 'Invalid brand primary color', es: 'Color primario de la marca no válido' } },
  { path: 'branding.brandColors.secondary', message: { he: 'צבע המותג המשני לא תקין', en: 'Invalid brand secondary color', es: 'Color secundario de la marca no válido' } },
  { path: 'branding.brandColors.accent', message: { he: 'צבע ההדגשה של המותג לא תקין', en: 'Invalid brand accent color', es: 'Color de acento de la marca no válido' } },
];

const FONT_SIZE_MESSAGE: Record<Language, string> = {
  he: 'גודל הגופן הבסיסי צריך להיות בין 10 ל־20 פיקסלים',
  en: 'Base font size should be between 10 and 20 pixels',
  es: 'El tamaño de fuente base debería estar entre 10 y 20 píxeles',
};

const COMPANY_NAME_MESSAGE: Record<Language, string> = {
  he: 'שם חברה ארוך מ־50 תווים עלול שלא להיות מוצג היטב',
  en: 'A company name over 50 characters may not display well',
  es: 'Un nombre de empresa de más de 50 caracteres puede no mostrarse bien',
};

const valueAt = (root: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), root);

/**
 * Checks a theme edit (spec 3 §5): a colour that is present must be hex (3 or 6 digits), rgb() or rgba(), else an error;
 * a base font size outside 10–20 px and a company name over 50 characters in any language are warnings.
 */
export function validateTheme(input: ThemeInput): ThemeValidation {
  const errors: ThemeIssue[] = [];
  const warnings: ThemeIssue[] = [];
  // An absent colour is not an error: an edit may leave it unchanged, and the schema requires primary and secondary of a whole theme.
  for (const { path, message } of COLOR_FIELDS) {
    const value = valueAt(input, path);
    if (value !== undefined && !isValidColor(value)) errors.push({ field: path, code: 'invalid-color', message });
  }
  const baseSize = input.typography?.baseSize;
  if (typeof baseSize === 'number' && !(baseSize >= ADVISED_FONT_SIZE.min && baseSize <= ADVISED_FONT_SIZE.max)) {
    warnings.push({ field: 'typography.baseSize', code: 'font-size-out-of-range', message: FONT_SIZE_MESSAGE });
  }
  for (const [language, name] of Object.entries(input.branding?.companyName ?? {})) {
    // Code points rather than UTF-16 units, so a name with emoji or rare letters is not over-counted.
    if (typeof name === 'string' && [...name.trim()].length > COMPANY_NAME_DISPLAY_LIMIT) {
      warnings.push({ field: `branding.companyName.${language}`, code: 'company-name-too-long', message: COMPANY_NAME_MESSAGE });
    }
  }
  return { errors, warnings };
}
