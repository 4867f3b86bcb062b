import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createOfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import { resolveOfficeConfiguration, type OfficeConfiguration } from '../../../engine/resolve/resolve-office';
import { buildOfficeRuntime } from '../../../engine/runtime/build-office-runtime';
import legal from '../../../office-types/legal.json';
import { renderWithApp } from '../../testing/render-with-app';
import type { PrivateOffice } from '../office/office-data';
import { FeatureGate } from './FeatureGate';

const catalog = createOfficeTypeCatalog([{ fileName: 'legal.json', json: legal }], { widgets: widgetDefinitions });

function officeOf(fallbackPaths?: Record<string, string>): PrivateOffice {
  const resolved = resolveOfficeConfiguration(catalog, { officeType: 'legal' });
  if (!resolved.ok) throw new Error('legal does not resolve');
  const config: OfficeConfiguration = fallbackPaths ? { ...resolved.config, features: { ...resolved.config.features, fallbackPaths } } : resolved.config;
  return { ...config, isPublic: false, tenant: { slug: 'legal', name: 'Legal' } };
}

function renderGate(path: string, office: PrivateOffice) {
  const runtime = buildOfficeRuntime(office, { language: 'he', roles: ['admin'], mode: 'light', knownTypes: ['legal'] });
  return renderWithApp(
    <Routes>
      <Route path="/dashboard" element={<p>dashboard</p>} />
      <Route path="/help" element={<p>help page</p>} />
      <Route path="*" element={<FeatureGate><p>the area</p></FeatureGate>} />
    </Routes>,
    { path, office: { office, runtime } },
  );
}

describe('the feature guard', () => {
  it('shows Feature Not Available, with the way back to the dashboard, for a feature that is off (compliance in a legal office)', async () => {
    renderGate('/compliance', officeOf());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('התכונה אינה זמינה');
    expect(screen.getByText(/אינה זמינה עבור סוג המשרד/)).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByText('the area')).toBeNull();
  });

  it('lets a feature that is on through', () => {
    renderGate('/form-builder', officeOf());
    expect(screen.getByText('the area')).toBeTruthy();
  });

  it('never gates the dashboard, the clients or the settings', () => {
    for (const path of ['/clients', '/clients/new', '/profile']) {
      const { unmount } = renderGate(path, officeOf());
      expect(screen.getByText('the area')).toBeTruthy();
      unmount();
    }
  });

  it('sends silently to the fallback path the office names for the feature (decision 4)', () => {
    renderGate('/compliance', officeOf({ compliance: '/help' }));
    expect(screen.getByText('help page')).toBeTruthy();
  });
});
