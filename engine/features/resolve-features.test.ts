import { describe, expect, it } from 'vitest';
import type { FeatureFlagDefinition } from '../generated/config-types';
import { FEATURE_CATALOGUE, checkFlagGraph, flagsForOffice } from './feature-catalogue';
import { enabledFeatureIds, resolveFeatureFlags } from './resolve-features';

const text = { he: 'א', en: 'a' };
const flag = (id: string, extra: Partial<FeatureFlagDefinition> = {}): FeatureFlagDefinition => ({ id, name: text, description: text, default: false, ...extra });
const flags = new Map(
  [
    flag('on-by-default', { default: true }),
    flag('for-insurance', { enabledFor: ['insurance'] }),
    flag('not-for-legal', { default: true, disabledFor: ['legal'] }),
    flag('advanced-analytics'),
    flag('predictive-insights', { dependencies: ['advanced-analytics'] }),
    flag('forecast-email', { default: true, dependencies: ['predictive-insights'] }),
  ].map((definition) => [definition.id, definition]),
);
const office = (id: string, enabled: string[] = [], disabled: string[] = []) => ({ id, features: { modules: [], enabled, disabled } });

describe('resolveFeatureFlags', () => {
  it('starts from each flag’s default', () => {
    const resolved = resolveFeatureFlags({ flags, office: office('generic') });
    expect(resolved['on-by-default']).toMatchObject({ enabled: true, reason: 'default', overridden: false });
    expect(resolved['for-insurance']).toMatchObject({ enabled: false, reason: 'default' });
  });

  it('applies the catalogue’s office-type lists', () => {
    expect(resolveFeatureFlags({ flags, office: office('insurance') })['for-insurance']).toMatchObject({ enabled: true, reason: 'office_type' });
    expect(resolveFeatureFlags({ flags, office: office('legal') })['not-for-legal']).toMatchObject({ enabled: false, reason: 'office_type' });
  });

  it('applies the office type’s own lists', () => {
    const resolved = resolveFeatureFlags({ flags, office: office('dental', ['for-insurance'], ['on-by-default']) });
    expect(resolved['for-insurance']).toMatchObject({ enabled: true, reason: 'office_type' });
    expect(resolved['on-by-default']).toMatchObject({ enabled: false, reason: 'office_type' });
  });

  it('lets the tenant’s enabled list force a flag on, and its disabled list off', () => {
    const resolved = resolveFeatureFlags({ flags, office: office('legal'), tenant: { enabled: ['not-for-legal'], disabled: ['on-by-default'] } });
    expect(resolved['not-for-legal']).toMatchObject({ enabled: true, reason: 'tenant_override' });
    expect(resolved['on-by-default']).toMatchObject({ enabled: false, reason: 'tenant_override' });
  });

  it('keeps a flag off unless all its dependencies are on, through chains', () => {
    const off = resolveFeatureFlags({ flags, office: office('generic'), tenant: { enabled: ['predictive-insights'] } });
    expect(off['predictive-insights']).toMatchObject({ enabled: false, reason: 'dependency', blockedBy: ['advanced-analytics'] });
    expect(off['forecast-email']).toMatchObject({ enabled: false, reason: 'dependency', blockedBy: ['predictive-insights'] });
    const on = resolveFeatureFlags({ flags, office: office('generic'), tenant: { enabled: ['predictive-insights', 'advanced-analytics'] } });
    expect(on['predictive-insights']).toMatchObject({ enabled: true, reason: 'tenant_override' });
    expect(on['forecast-email']).toMatchObject({ enabled: true, reason: 'default' });
  });

  it('applies manual overrides and marks them', () => {
    const resolved = resolveFeatureFlags({ flags, office: office('generic'), manual: { 'for-insurance': true, 'on-by-default': false } });
    expect(resolved['for-insurance']).toMatchObject({ enabled: true, overridden: true, reason: 'tenant_override' });
    expect(resolved['on-by-default']).toMatchObject({ enabled: false, overridden: true });
  });

  it('lists the flags that are on', () => {
    expect(enabledFeatureIds(resolveFeatureFlags({ flags, office: office('insurance') }))).toEqual(['on-by-default', 'for-insurance', 'not-for-legal', 'forecast-email'].filter((id) => id !== 'forecast-email'));
  });
});

describe('the shipped catalogue (spec 3 §9)', () => {
  const resolve = (officeType: string) => resolveFeatureFlags({ flags: flagsForOffice({ features: { modules: [] } }), office: office(officeType) });

  it('is sound', () => {
    expect(checkFlagGraph(FEATURE_CATALOGUE.flags)).toEqual([]);
  });

  it('turns simulations on for insurance and accounting only', () => {
    expect(resolve('insurance').simulations?.enabled).toBe(true);
    expect(resolve('accounting').simulations?.enabled).toBe(true);
    expect(resolve('legal').simulations?.enabled).toBe(false);
  });

  it('has pdf-forms, form-builder and e-signatures on by default, the listed flags off', () => {
    const generic = resolve('generic');
    for (const id of ['pdf-forms', 'form-builder', 'e-signatures']) expect(generic[id]?.enabled, id).toBe(true);
    for (const id of ['opportunities', 'compliance', 'telemedicine', 'inventory-management', 'time-tracking', 'case-management', 'advanced-analytics', 'predictive-insights', 'audit-trail', 'quickbooks-integration', 'pharmacy-integration', 'mls-integration']) {
      expect(generic[id]?.enabled, id).toBe(false);
    }
  });

  it('makes predictive-insights depend on advanced-analytics', () => {
    expect(FEATURE_CATALOGUE.flags.find((definition) => definition.id === 'predictive-insights')?.dependencies).toEqual(['advanced-analytics']);
  });

  it('keeps compliance off for legal', () => {
    expect(resolve('legal').compliance?.enabled).toBe(false);
  });
});

describe('checkFlagGraph', () => {
  it('finds duplicates, unknown dependencies and loops', () => {
    expect(checkFlagGraph([flag('a'), flag('a'), flag('c', { dependencies: ['zzz'] })])).toEqual([
      'duplicate feature "a"',
      'feature "c" depends on unknown feature "zzz"',
    ]);
    expect(checkFlagGraph([flag('a', { dependencies: ['b'] }), flag('b', { dependencies: ['c'] }), flag('c', { dependencies: ['a'] })])).toEqual([
      'dependency loop: a → b → c → a',
    ]);
  });
});
