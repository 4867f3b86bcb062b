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

describe('the loader’s checks of a menu badge that counts a module’s records (check-record-badge.ts)', () => {
  it('loads open and all of a module of records or a view, and leaves other sources to their areas', () => {
    expect(errorsFor('records.claims.open')).toEqual([]);
    expect(errorsFor('records.renewals.all')).toEqual([]);
    expect(errorsFor('records.tax-prep-like.open').length).toBe(1);
    expect(errorsFor('leads.new')).toEqual([]);
  });

  it('refuses a module the office does not have, one that is not of records, and an unknown figure, at the badge’s source', () => {
    expect(errorsFor('records.nope.open')).toEqual([{ path: AT, message: '"records.nope.open" names no module: "nope" is not in features.modules' }]);
    expect(errorsFor('records.leads.open')).toEqual([{ path: AT, message: '"records.leads.open" names module "leads" of kind "leads"; a records badge names a module of kind "records"' }]);
    expect(errorsFor('records.claims.overdue')).toEqual([{ path: AT, message: '"records.claims.overdue" names no figure of the records: "overdue"; use one of open, all' }]);
  });
});
