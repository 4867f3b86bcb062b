import { describe, expect, it } from 'vitest';
import dental from '../../../tests/fixtures/office-types/dental.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import type { FieldCondition, OfficeType, StatisticTile } from '../../generated/config-types';
import { loadOfficeType } from '../load-office-type';

const AT = '/ui/dashboard/statistics/0/filter/value';

/** The dental fixture with its first tile counting an entity under a filter. */
function errorsOf(entity: StatisticTile['entity'], filter: FieldCondition): { path: string; message: string }[] {
  const copy = structuredClone(dental) as unknown as OfficeType;
  const tile = copy.ui.dashboard.statistics[0]!;
  Object.assign(tile, { entity, filter });
  const result = loadOfficeType(copy, { widgets: widgetDefinitions });
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
}

describe("the loader's check of a statistic filter's values (check-statistic-filters.ts)", () => {
  it('loads values the entity can have, and any value of a field without a known set', () => {
    expect(errorsOf('clients', { field: 'priority', operator: 'equals', value: 'high' })).toEqual([]);
    expect(errorsOf('leads', { field: 'status', operator: 'notIn', value: ['closed', 'lost'] })).toEqual([]);
    expect(errorsOf('clients', { field: 'source', operator: 'equals', value: 'referral' })).toEqual([]);
    expect(errorsOf('leads', { field: 'priority', operator: 'isEmpty' })).toEqual([]);
  });

  it('refuses a value the entity never has, for equals and for each item of in, at the value', () => {
    expect(errorsOf('clients', { field: 'priority', operator: 'equals', value: 'urgent' })).toEqual([
      { path: AT, message: '"clients" never has priority "urgent", so the tile would always count 0; its priority is one of low, medium, high' },
    ]);
    expect(errorsOf('leads', { field: 'status', operator: 'in', value: ['new', 'won'] })).toEqual([
      { path: `${AT}/1`, message: '"leads" never has status "won", so the tile would always count 0; its status is one of new, contacted, qualified, proposal, negotiation, closed, lost' },
    ]);
  });

  it("takes a client's stage from the office's client workflow, and its status from the stored statuses", () => {
    expect(errorsOf('clients', { field: 'stage', operator: 'in', value: ['diagnosis', 'in-treatment'] })).toEqual([]);
    expect(errorsOf('clients', { field: 'stage', operator: 'equals', value: 'prospective' })).toEqual([
      { path: AT, message: '"clients" never has stage "prospective", so the tile would always count 0; its stage is one of diagnosis, plan-proposed, approved, in-treatment, completed, declined' },
    ]);
    // A workflow stage named as a status (the shipped legal and accounting tiles did, and always counted 0).
    expect(errorsOf('clients', { field: 'status', operator: 'equals', value: 'in-treatment' })).toEqual([
      { path: AT, message: '"clients" never has status "in-treatment", so the tile would always count 0; its status is one of active, inactive, pending' },
    ]);
    const withoutClientWorkflow = structuredClone(dental) as unknown as OfficeType;
    delete (withoutClientWorkflow.workflows as Partial<OfficeType['workflows']>).client;
    Object.assign(withoutClientWorkflow.ui.dashboard.statistics[0]!, { entity: 'clients', filter: { field: 'stage', operator: 'equals', value: 'diagnosis' } });
    const result = loadOfficeType(withoutClientWorkflow, { widgets: widgetDefinitions });
    expect(result.ok ? [] : result.errors.filter((error) => error.path === AT).map((error) => error.message)).toEqual([
      '"clients" never has stage "diagnosis", so the tile would always count 0; it has no stage in this office',
    ]);
  });
});
