import { describe, expect, it } from 'vitest';
import generic from '../../office-types/generic.json';
import { widgetDefinitions } from '../../widgets/widget-definitions';
import { createOfficeTypeCatalog } from '../load/office-type-catalog';
import { resolveOfficeConfiguration } from '../resolve/resolve-office';
import { buildOfficeRuntime } from './build-office-runtime';

const catalog = createOfficeTypeCatalog([{ fileName: 'generic.json', json: generic }], { widgets: widgetDefinitions });
const resolved = resolveOfficeConfiguration(catalog, { officeType: 'generic' });
if (!resolved.ok) throw new Error('generic does not resolve');
const config = resolved.config;
const runtime = (language: 'he' | 'en', roles = ['admin'], mode: 'light' | 'dark' = 'light') => buildOfficeRuntime(config, { language, roles, mode, knownTypes: catalog.ids() });

describe('buildOfficeRuntime', () => {
  it('gives the vocabulary as an i18next namespace', () => {
    expect(runtime('he').terminology).toMatchObject({ namespace: 'generic-terminology', resources: { he: { client: 'לקוח' }, en: { client: 'Client' } } });
  });

  it('builds the menus for the viewer’s roles', () => {
    expect(runtime('he').navigation.app.map((item) => item.id)).toContain('admin');
    expect(runtime('he', ['user', 'professional']).navigation.app.map((item) => item.id)).not.toContain('admin');
    expect(runtime('he').navigation.quickActions.map((action) => action.id)).toContain('add-lead');
  });

  it('gates routes by the office’s features', () => {
    expect(runtime('en').routes.gate('/compliance')).toEqual({ kind: 'feature-unavailable', feature: 'compliance' });
    expect(runtime('en').routes.gate('/form-builder')).toEqual({ kind: 'allow' });
  });

  it('mirrors the dashboard grid in right-to-left and keeps it in left-to-right', () => {
    const byId = (language: 'he' | 'en') => Object.fromEntries(runtime(language).dashboard.items.map((item) => [item.i, item]));
    expect(byId('en')['recent-activity']).toMatchObject({ x: 0, y: 2, w: 6, h: 4, type: 'recent-activity' });
    expect(byId('he')['recent-activity']).toMatchObject({ x: 6, y: 2, w: 6 });
    expect(byId('he')['statistics']).toMatchObject({ x: 0, w: 12 });
    expect(runtime('he').direction).toBe('rtl');
  });

  it('turns the theme into antd tokens for the mode', () => {
    const light = runtime('he').theme;
    const dark = runtime('he', ['admin'], 'dark').theme;
    expect(light.token.colorPrimary).toBe('#1976d2');
    expect(light.algorithm).toBe('default');
    expect(dark.algorithm).toBe('dark');
    expect(dark.token.colorBgLayout).not.toBe(light.token.colorBgLayout);
  });

  it('builds each workflow’s machine on demand', () => {
    expect(runtime('he').workflow('client-lifecycle')?.id).toBeDefined();
    expect(runtime('he').workflow('no-such-workflow')).toBeUndefined();
  });
});
