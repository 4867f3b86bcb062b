import { describe, expect, it } from 'vitest';
import generic from '../../office-types/generic.json';
import { widgetDefinitions } from '../../widgets/widget-definitions';
import type { TenantOverrides } from '../generated/config-types';
import { createOfficeTypeCatalog } from '../load/office-type-catalog';
import { resolveOfficeConfiguration } from '../resolve/resolve-office';
import { featureForRoute, gateRoute, gatedRoutes } from './route-gating';

const catalog = createOfficeTypeCatalog([{ fileName: 'generic.json', json: generic }], { widgets: widgetDefinitions });
const configFor = (overrides?: TenantOverrides) => {
  const result = resolveOfficeConfiguration(catalog, { officeType: 'generic', ...(overrides ? { overrides } : {}) });
  if (!result.ok) throw new Error('unresolvable');
  return result.config;
};

describe('route gating (spec 1 §2)', () => {
  const table = gatedRoutes(configFor());

  it('maps each gated route and everything under it to its feature', () => {
    expect(featureForRoute('/opportunities', table)).toBe('opportunities');
    expect(featureForRoute('/opportunities/42/edit', table)).toBe('opportunities');
    expect(featureForRoute('/simulations?id=7', table)).toBe('simulations');
    expect(featureForRoute('/form-builder', table)).toBe('form-builder');
    expect(featureForRoute('/pdf-form-builder', table)).toBe('pdf-forms');
    expect(featureForRoute('/compliance/', table)).toBe('compliance');
  });

  it('matches whole segments only', () => {
    expect(featureForRoute('/simulationsx', table)).toBeUndefined();
  });

  it('prefers the longest route', () => {
    expect(featureForRoute('/documents/workflows/3', table)).toBe('e-signatures');
    expect(featureForRoute('/documents/3', table)).toBeUndefined();
  });

  it('never gates dashboard, clients and settings', () => {
    const everythingOff = configFor({ features: { disabled: ['reports', 'email', 'pdf-forms', 'form-builder', 'e-signatures'] } });
    for (const path of ['/dashboard', '/dashboard/activity', '/clients', '/clients/new', '/profile']) {
      expect(gateRoute(path, everythingOff), path).toEqual({ kind: 'allow' });
    }
  });

  it('allows a route whose feature is on and shows Feature Not Available when it is off', () => {
    expect(gateRoute('/form-builder', configFor())).toEqual({ kind: 'allow' });
    expect(gateRoute('/compliance', configFor())).toEqual({ kind: 'feature-unavailable', feature: 'compliance' });
    expect(gateRoute('/compliance', configFor({ features: { enabled: ['compliance'] } }))).toEqual({ kind: 'allow' });
  });

  it('redirects silently when the office names a fallback path', () => {
    const config = configFor();
    const withFallback = { ...config, features: { ...config.features, fallbackPaths: { opportunities: '/clients' } } };
    expect(gateRoute('/opportunities/new', withFallback)).toEqual({ kind: 'redirect', feature: 'opportunities', to: '/clients' });
  });

  it('gates a module that belongs to a feature', () => {
    const config = configFor();
    const gatedModule = { ...config, features: { ...config.features, modules: config.features.modules.map((module) => (module.id === 'appointments' ? { ...module, feature: 'telemedicine' } : module)) } };
    expect(gateRoute('/appointments/new', gatedModule)).toEqual({ kind: 'feature-unavailable', feature: 'telemedicine' });
  });
});
