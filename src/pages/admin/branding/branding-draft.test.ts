import { describe, expect, it } from 'vitest';
import type { Theme } from '../../../../engine/generated/config-types';
import { applyBranding, brandingFieldOf, currentBranding, drawableColors, mayBrand, type BrandedOffice } from './branding-draft';

const office = (features: Theme['features'] = { customBranding: true }): BrandedOffice => ({
  ui: {
    theme: { colors: { primary: '#111111', secondary: '#222222', accent: '#333333' }, features } as Theme,
    branding: { companyName: { he: 'משרד', en: 'Office' }, tagline: { he: 'שורה', en: 'Line' }, brandColors: { primary: '#1f3a5f' }, contactEmail: 'office@example.com' },
  },
});

describe('the brand panel’s draft', () => {
  it('may brand only with custom branding or white label', () => {
    expect(mayBrand(office({ customBranding: true }))).toBe(true);
    expect(mayBrand(office({ whiteLabel: true }))).toBe(true);
    expect(mayBrand(office({ customBranding: false, whiteLabel: false }))).toBe(false);
    expect(mayBrand(office({}))).toBe(false);
  });

  it('reads the brand colours over the theme’s, and the saved overrides over the office', () => {
    expect(currentBranding(office(), {}).colors).toEqual({ primary: '#1f3a5f', secondary: '#222222', accent: '#333333' });
    const saved = currentBranding(office(), { ui: { branding: { companyName: { en: 'New' }, brandColors: { secondary: '#abc' } } } });
    expect(saved.companyName).toEqual({ he: 'משרד', en: 'New' });
    expect(saved.colors.secondary).toBe('#abc');
  });

  it('reads the contact details, the saved ones over the office’s, and an empty text where there is none', () => {
    expect(currentBranding(office(), {})).toMatchObject({ contactEmail: 'office@example.com', contactPhone: '' });
    expect(currentBranding(office(), { ui: { branding: { contactPhone: '03-5551234' } } })).toMatchObject({ contactEmail: 'office@example.com', contactPhone: '03-5551234' });
  });

  it('writes the colours as both the theme’s and the brand’s, keeping the other overrides', () => {
    const draft = { companyName: { he: ' משרד חדש ', en: 'New office', es: 'ignored' }, tagline: { he: 'א', en: 'A' }, colors: { primary: '#336699', secondary: 'rgb(1, 2, 3)', accent: '#abc' }, contactEmail: ' desk@example.com ', contactPhone: '' };
    const overrides = { terminology: { he: { client: 'x' } }, ui: { theme: { colors: { success: '#00ff00' } }, branding: { logoPrimary: '/logo.svg', companyName: { es: 'Viejo' } } } };
    expect(applyBranding(overrides, draft, ['he', 'en'])).toEqual({
      terminology: { he: { client: 'x' } },
      ui: {
        theme: { colors: { success: '#00ff00', primary: '#336699', secondary: 'rgb(1, 2, 3)', accent: '#abc' } },
        branding: {
          logoPrimary: '/logo.svg',
          companyName: { es: 'Viejo', he: 'משרד חדש', en: 'New office' },
          tagline: { he: 'א', en: 'A' },
          brandColors: { primary: '#336699', secondary: 'rgb(1, 2, 3)', accent: '#abc' },
          contactEmail: 'desk@example.com',
        },
      },
    });
  });

  it('stops overriding a tagline emptied in every language', () => {
    const draft = { companyName: { he: 'א', en: 'A' }, tagline: { he: ' ', en: '' }, colors: { primary: '#111', secondary: '#222', accent: '#333' }, contactEmail: '', contactPhone: '' };
    const next = applyBranding({ ui: { branding: { tagline: { he: 'ישן', en: 'Old' } } } }, draft, ['he', 'en']);
    expect((next.ui as { branding: Record<string, unknown> }).branding.tagline).toBeUndefined();
  });

  it('stops overriding a contact detail emptied, and writes a changed one', () => {
    const draft = { companyName: { he: 'א' }, tagline: {}, colors: { primary: '#111', secondary: '#222', accent: '#333' }, contactEmail: ' ', contactPhone: '+972 3-555-0000' };
    const next = applyBranding({ ui: { branding: { contactEmail: 'old@example.com', contactPhone: '03-5551234' } } }, draft, ['he']);
    const { branding } = next.ui as { branding: Record<string, unknown> };
    expect(branding.contactEmail).toBeUndefined();
    expect(branding.contactPhone).toBe('+972 3-555-0000');
  });

  it('draws the draft’s valid colours and the saved ones for the rest', () => {
    const saved = currentBranding(office(), {});
    expect(drawableColors({ colors: { primary: '#12', secondary: '#fff', accent: '' } }, saved)).toEqual({ primary: '#1f3a5f', secondary: '#fff', accent: '#333333' });
  });

  it('places the server’s field errors at the form’s fields', () => {
    expect(brandingFieldOf('ui.theme.colors.primary')).toEqual(['colors', 'primary']);
    expect(brandingFieldOf('ui.branding.brandColors.accent')).toEqual(['colors', 'accent']);
    expect(brandingFieldOf('ui.branding.companyName.en')).toEqual(['companyName', 'en']);
    expect(brandingFieldOf('ui.branding.contactEmail')).toEqual(['contactEmail']);
    expect(brandingFieldOf('ui.branding.contactPhone')).toEqual(['contactPhone']);
    expect(brandingFieldOf('ui.theme.colors.success')).toBeUndefined();
  });
});
