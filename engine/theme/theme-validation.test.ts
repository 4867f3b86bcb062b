import { describe, expect, it } from 'vitest';
import { validateTheme } from './theme-validation';

describe('validateTheme', () => {
  it('passes a valid theme edit with no findings', () => {
    expect(
      validateTheme({
        colors: { primary: '#1976d2', secondary: 'rgb(220, 0, 78)', accent: 'rgba(0, 150, 136, 0.8)', background: { default: '#fff' }, text: { primary: '#1f2937' } },
        typography: { baseSize: 14 },
        branding: { companyName: { he: 'משרד כהן ושות׳', en: 'Cohen & Co.' }, brandColors: { primary: '#0b2545' } },
      }),
    ).toEqual({ errors: [], warnings: [] });
  });

  it('passes an empty edit: an absent colour is left unchanged, not invalid', () => {
    expect(validateTheme({})).toEqual({ errors: [], warnings: [] });
  });

  it('blocks an invalid primary colour with the spec message', () => {
    expect(validateTheme({ colors: { primary: 'blue', secondary: '#dc004e' } }).errors).toEqual([
      { field: 'colors.primary', code: 'invalid-color', message: { he: 'צבע ראשי לא תקין', en: 'Invalid primary color', es: 'Color primario no válido' } },
    ]);
  });

  it('blocks an invalid secondary colour with the spec message', () => {
    expect(validateTheme({ colors: { primary: '#1976d2', secondary: '#12345' } }).errors).toEqual([
      { field: 'colors.secondary', code: 'invalid-color', message: { he: 'צבע משני לא תקין', en: 'Invalid secondary color', es: 'Color secundario no válido' } },
    ]);
  });

  it('treats an empty string or a non-string as invalid', () => {
    expect(validateTheme({ colors: { primary: '' } }).errors.map((error) => error.field)).toEqual(['colors.primary']);
    expect(validateTheme({ colors: { secondary: 42 as unknown as string } }).errors.map((error) => error.field)).toEqual(['colors.secondary']);
  });

  it.each([
    [{ colors: { accent: 'teal' } }, 'colors.accent', 'Invalid accent color'],
    [{ colors: { success: '#0f' } }, 'colors.success', 'Invalid success color'],
    [{ colors: { warning: 'rgb(1,2)' } }, 'colors.warning', 'Invalid warning color'],
    [{ colors: { error: 'rgba(1,2,3,2)' } }, 'colors.error', 'Invalid error color'],
    [{ colors: { background: { default: 'white' } } }, 'colors.background.default', 'Invalid page background color'],
    [{ colors: { background: { paper: '#ffff' } } }, 'colors.background.paper', 'Invalid card background color'],
    [{ colors: { background: { header: 'none' } } }, 'colors.background.header', 'Invalid header background color'],
    [{ colors: { background: { sidebar: '#xyz' } } }, 'colors.background.sidebar', 'Invalid sidebar background color'],
    [{ colors: { text: { primary: 'black' } } }, 'colors.text.primary', 'Invalid primary text color'],
    [{ colors: { text: { secondary: 'gray' } } }, 'colors.text.secondary', 'Invalid secondary text color'],
    [{ colors: { text: { disabled: 'silver' } } }, 'colors.text.disabled', 'Invalid disabled text color'],
    [{ darkColors: { primary: 'sky' } }, 'darkColors.primary', 'Invalid dark-mode primary color'],
    [{ darkColors: { secondary: 'rose' } }, 'darkColors.secondary', 'Invalid dark-mode secondary color'],
    [{ darkColors: { background: 'night' } }, 'darkColors.background', 'Invalid dark-mode background color'],
    [{ darkColors: { paper: 'coal' } }, 'darkColors.paper', 'Invalid dark-mode card color'],
    [{ branding: { brandColors: { primary: 'navy' } } }, 'branding.brandColors.primary', 'Invalid brand primary color'],
    [{ branding: { brandColors: { secondary: 'gold' } } }, 'branding.brandColors.secondary', 'Invalid brand secondary color'],
    [{ branding: { brandColors: { accent: 'lime' } } }, 'branding.brandColors.accent', 'Invalid brand accent color'],
  ])('blocks an invalid colour at %o as "%s"', (input, field, english) => {
    const [error, ...rest] = validateTheme(input).errors;
    expect(rest).toEqual([]);
    expect(error?.field).toBe(field);
    expect(error?.code).toBe('invalid-color');
    expect(error?.message.en).toBe(english);
    expect(error?.message.he).toMatch(/^צבע .* לא תקין$/);
    expect(error?.message.es).toMatch(/^Color .* no válido$/);
  });

  it('reports every invalid colour at once', () => {
    const { errors } = validateTheme({ colors: { primary: 'x', secondary: 'y', text: { primary: 'z' } } });
    expect(errors.map((error) => error.field)).toEqual(['colors.primary', 'colors.secondary', 'colors.text.primary']);
  });

  it.each([9, 9.5, 21, 32])('warns (without blocking) about a base font size of %d', (baseSize) => {
    expect(validateTheme({ typography: { baseSize } })).toEqual({
      errors: [],
      warnings: [
        {
          field: 'typography.baseSize',
          code: 'font-size-out-of-range',
          message: {
            he: 'גודל הגופן הבסיסי צריך להיות בין 10 ל־20 פיקסלים',
            en: 'Base font size should be between 10 and 20 pixels',
            es: 'El tamaño de fuente base debería estar entre 10 y 20 píxeles',
          },
        },
      ],
    });
  });

  it.each([10, 14, 20])('accepts a base font size of %d', (baseSize) => {
    expect(validateTheme({ typography: { baseSize } }).warnings).toEqual([]);
  });

  it('warns about a company name over 50 characters in each language where it is', () => {
    const { errors, warnings } = validateTheme({
      branding: { companyName: { he: 'א'.repeat(51), en: 'Short name', es: 'N'.repeat(60) } },
    });
    expect(errors).toEqual([]);
    expect(warnings.map((warning) => warning.field)).toEqual(['branding.companyName.he', 'branding.companyName.es']);
    expect(warnings[0]?.code).toBe('company-name-too-long');
    expect(warnings[0]?.message).toEqual({
      he: 'שם חברה ארוך מ־50 תווים עלול שלא להיות מוצג היטב',
      en: 'A company name over 50 characters may not display well',
      es: 'Un nombre de empresa de más de 50 caracteres puede no mostrarse bien',
    });
  });

  it('accepts a company name of exactly 50 characters', () => {
    expect(validateTheme({ branding: { companyName: { he: 'ש'.repeat(50), en: 'E'.repeat(50) } } }).warnings).toEqual([]);
  });
});
