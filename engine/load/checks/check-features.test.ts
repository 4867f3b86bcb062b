import { describe, expect, it } from 'vitest';
import dental from '../../../tests/fixtures/office-types/dental.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import type { OfficeType } from '../../generated/config-types';
import { loadOfficeType } from '../load-office-type';

function errorsOf(change: (office: OfficeType) => void): { path: string; message: string }[] {
  const copy = structuredClone(dental) as unknown as OfficeType;
  change(copy);
  const result = loadOfficeType(copy, { widgets: widgetDefinitions });
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
}

describe("the loader's check of the office's own features and integrations (check-features.ts)", () => {
  it('refuses a second custom feature with the same id, at the second, instead of dropping it', () => {
    const errors = errorsOf((office) => {
      const features = office.features.customFeatures!;
      features.push({ ...structuredClone(features[0]!), default: !features[0]!.default });
    });
    expect(errors).toEqual([{ path: '/features/customFeatures/2/id', message: 'duplicate custom feature id "dental-imaging"' }]);
  });

  it('refuses a second integration with the same id, at the second', () => {
    const errors = errorsOf((office) => {
      office.integrations.push({ ...structuredClone(office.integrations[1]!), enabled: true });
    });
    expect(errors).toEqual([{ path: '/integrations/5/id', message: 'duplicate integration id "insurer-pre-authorization"' }]);
  });
});

describe("the loader's check of fallback paths (check-features.ts)", () => {
  it('takes a fallback path that is a screen the office serves', () => {
    expect(errorsOf((office) => (office.features.fallbackPaths = { telemedicine: '/dashboard', 'client-portal': '/patients/new', 'case-management': '/treatment-plans' }))).toEqual([]);
  });

  it('refuses one that leads nowhere, and one behind its own feature, each at its path', () => {
    const errors = errorsOf((office) => (office.features.fallbackPaths = { telemedicine: '/video-visits', 'client-portal': '/portal' }));
    expect(errors).toEqual([
      { path: '/features/fallbackPaths/telemedicine', message: '"/video-visits" is not a screen this office serves: use one of its modules\' routes or an application route such as /dashboard' },
      { path: '/features/fallbackPaths/client-portal', message: '"/portal" is itself behind the feature "client-portal": the fallback must lead elsewhere' },
    ]);
  });
});
