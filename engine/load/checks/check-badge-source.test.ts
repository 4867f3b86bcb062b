import { describe, expect, it } from 'vitest';
import insurance from '../../../office-types/insurance.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import type { OfficeType } from '../../generated/config-types';
import { loadOfficeType } from '../load-office-type';

const CLAIMS = 3;
const AT = `/ui/navigation/primaryMenu/${CLAIMS}/badge/source`;

/** The insurance office with its claims menu item's badge naming another source. */
function errorsFor(source: string): { path: string; message: string }[] {
  const office = structuredClone(insurance) as unknown as OfficeType;
  const claims = office.ui.navigation.primaryMenu[CLAIMS]!;
  expect(claims.id).toBe('claims');
  claims.badge = { kind: 'count', source };
  const result = loadOfficeType(office, { widgets: widgetDefinitions });
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
}

describe('the loader’s checks of a menu badge’s source (check-badge-source.ts)', () => {
  it('loads open and all of a module of records or a view, and the fixed sources of engine/dashboard/badge-sources.ts', () => {
    expect(errorsFor('records.claims.open')).toEqual([]);
    expect(errorsFor('records.renewals.all')).toEqual([]);
    expect(errorsFor('records.tax-prep-like.open').length).toBe(1);
    expect(errorsFor('leads.new')).toEqual([]);
    expect(errorsFor('deadlines.today')).toEqual([]);
  });

  it('refuses a source no registry declares (it would show nothing), at the badge’s source', () => {
    expect(errorsFor('claims.pending')).toEqual([{ path: AT, message: expect.stringMatching(/^unknown badge source "claims.pending"; use one of leads.new, .* or calendar.<module>.<figure>$/) }]);
  });

  it('refuses a module the office does not have, one that is not of records, and an unknown figure, at the badge’s source', () => {
    expect(errorsFor('records.nope.open')).toEqual([{ path: AT, message: '"records.nope.open" names no module: "nope" is not in features.modules' }]);
    expect(errorsFor('records.leads.open')).toEqual([{ path: AT, message: '"records.leads.open" names module "leads" of kind "leads"; a records badge names a module of kind "records"' }]);
    expect(errorsFor('records.claims.overdue')).toEqual([{ path: AT, message: '"records.claims.overdue" names no figure of the records: "overdue"; use one of open, all' }]);
  });
});
