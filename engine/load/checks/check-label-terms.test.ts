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

describe("the loader's check of label keys and custom terms (check-label-terms.ts)", () => {
  it('loads label keys of standard and custom terms', () => {
    expect(errorsOf((office) => {
      office.ui.navigation.primaryMenu[0]!.labelKey = 'term.treatmentPlans';
      office.ui.dashboard.statistics[0]!.labelKey = 'term.clients';
    })).toEqual([]);
  });

  it('refuses a label key with no term behind it, and one outside the vocabulary, at their paths', () => {
    const errors = errorsOf((office) => {
      office.ui.navigation.primaryMenu[0]!.labelKey = 'term.treatmentPlan5';
      office.ui.navigation.quickActions[0]!.labelKey = 'nav.newPatient';
    });
    expect(errors).toEqual([
      { path: '/ui/navigation/primaryMenu/0/labelKey', message: `"term.treatmentPlan5" names no term of the office's vocabulary; use a standard term (clients, documents…) or one of its customTerms` },
      { path: '/ui/navigation/quickActions/0/labelKey', message: '"nav.newPatient" is not a vocabulary key: a labelKey is term. followed by a term, such as term.clients' },
    ]);
  });

  it('refuses a custom term missing in a language the office offers, naming the term', () => {
    const errors = errorsOf((office) => {
      delete office.terminology.en.customTerms!.xRays;
      office.terminology.he.customTerms!.crown = 'כתר';
    });
    expect(errors).toEqual([
      { path: '/terminology/en/customTerms', message: 'the custom term "xRays" has no "en" word, and the office offers en' },
      { path: '/terminology/en/customTerms', message: 'the custom term "crown" has no "en" word, and the office offers en' },
    ]);
  });
});
