import { afterEach, describe, expect, it, vi } from 'vitest';
import generic from '../../office-types/generic.json';
import { widgetDefinitions } from '../../widgets/widget-definitions';
import { createOfficeTypeCatalog } from '../load/office-type-catalog';
import { setEngineLogger } from '../logger';
import { resolveOfficeConfiguration } from './resolve-office';

const catalog = createOfficeTypeCatalog([{ fileName: 'generic.json', json: generic }], { widgets: widgetDefinitions });

afterEach(() => setEngineLogger({ warn: () => undefined }));

describe('resolveOfficeConfiguration', () => {
  it('resolves an office type with its features', () => {
    const result = resolveOfficeConfiguration(catalog, { officeType: 'generic', tenantId: 't-1' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({ id: 'generic', type: 'generic', tenantId: 't-1', isFallback: false });
    expect(result.config.featureFlags.features['pdf-forms']).toMatchObject({ enabled: true, reason: 'default' });
    expect(result.config.enabledFeatures).toContain('form-builder');
  });

  it('merges the tenant’s overrides deeply and validates the result', () => {
    const result = resolveOfficeConfiguration(catalog, {
      officeType: 'generic',
      overrides: { terminology: { he: { client: 'מבוטח' } }, ui: { theme: { colors: { primary: '#004d40' } } }, features: { enabled: ['opportunities'] } },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.terminology.he.client).toBe('מבוטח');
    expect(result.config.terminology.he.clients).toBe('לקוחות');
    expect(result.config.ui.theme.colors.primary).toBe('#004d40');
    expect(result.config.ui.theme.colors.secondary).toBe('#dc004e');
    expect(result.config.featureFlags.features.opportunities).toMatchObject({ enabled: true, reason: 'tenant_override' });
  });

  it('puts a form the overrides give whole in place of the office type’s, and merges a partial one', () => {
    const intake = generic.forms.clientIntake;
    const [kept] = Object.keys(intake.fields) as (keyof typeof intake.fields)[];
    const whole = {
      id: intake.id,
      title: { he: 'קליטה קצרה', en: 'Short intake' },
      schema: { type: 'object', properties: { [kept!]: intake.schema.properties[kept as keyof typeof intake.schema.properties] } },
      fields: { [kept!]: intake.fields[kept!] },
    };
    const replaced = resolveOfficeConfiguration(catalog, { officeType: 'generic', overrides: { forms: { clientIntake: whole } } as never });
    expect(replaced.ok, JSON.stringify(!replaced.ok && replaced.errors)).toBe(true);
    if (!replaced.ok) return;
    expect(replaced.config.forms.clientIntake).toEqual(whole);
    const merged = resolveOfficeConfiguration(catalog, { officeType: 'generic', overrides: { forms: { clientIntake: { title: { he: 'קליטה', en: 'Intake' } } } } as never });
    if (!merged.ok) throw new Error('a partial form override should merge');
    expect(Object.keys(merged.config.forms.clientIntake.fields)).toEqual(Object.keys(intake.fields));
    expect(merged.config.forms.clientIntake.title.en).toBe('Intake');
  });

  it('refuses overrides that break the office type, naming the path', () => {
    const badColour = resolveOfficeConfiguration(catalog, { officeType: 'generic', overrides: { ui: { theme: { colors: { primary: 'blue' } } } } });
    expect(badColour).toMatchObject({ ok: false, errors: [{ path: '/ui/theme/colors/primary' }] });
    const unknownSection = resolveOfficeConfiguration(catalog, { officeType: 'generic', overrides: { database: 'x' } as never });
    expect(unknownSection.ok).toBe(false);
    const unknownFlag = resolveOfficeConfiguration(catalog, { officeType: 'generic', overrides: { features: { enabled: ['warp-drive'] } } });
    expect(unknownFlag).toMatchObject({ ok: false, errors: [{ message: 'unknown feature "warp-drive"' }] });
    const badReference = resolveOfficeConfiguration(catalog, { officeType: 'generic', overrides: { ui: { navigation: { customizations: { ghost: { hidden: true } } } } } });
    expect(badReference).toMatchObject({ ok: false, errors: [{ path: '/ui/navigation/customizations/ghost' }] });
  });

  it('gives an unknown office type the generic configuration, an empty navigation and a logged warning', () => {
    const warn = vi.fn();
    setEngineLogger({ warn });
    const result = resolveOfficeConfiguration(catalog, { officeType: 'astrology' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({ id: 'generic', type: 'astrology', isFallback: true });
    expect(result.config.terminology.en).toMatchObject({ client: 'Client', professional: 'Professional', document: 'Document' });
    expect(result.config.ui.navigation).toEqual({ primaryMenu: [], quickActions: [] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown office type "astrology"'), { officeType: 'astrology' });
  });
});
