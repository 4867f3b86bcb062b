import { describe, expect, it } from 'vitest';
import insurance from '../../../office-types/insurance.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import type { OfficeType, StatisticTile } from '../../generated/config-types';
import { loadOfficeType } from '../load-office-type';

const options = { widgets: widgetDefinitions };

/** The insurance office with one more tile, counting claims unless the change says otherwise. */
function withTile(change: Partial<StatisticTile>): { office: OfficeType; at: string } {
  const office = structuredClone(insurance) as unknown as OfficeType;
  const tile: StatisticTile = { id: 'claims-tested', label: { he: 'תביעות', en: 'Claims' }, entity: 'records', module: 'claims', aggregation: 'count', format: 'number', ...change };
  office.ui.dashboard.statistics = [...office.ui.dashboard.statistics.slice(0, 11), tile];
  return { office, at: `/ui/dashboard/statistics/${office.ui.dashboard.statistics.length - 1}` };
}

function errorsOf(office: OfficeType): { path: string; message: string }[] {
  const result = loadOfficeType(office, options);
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
}

describe('the loader’s checks of a tile that counts a module’s records (check-record-tile.ts)', () => {
  it('loads a tile counting claims by stage, by assignee, by client and by a field of the claim form', () => {
    expect(errorsOf(withTile({ filter: { field: 'stage', operator: 'notIn', value: ['closed', 'paid'] } }).office)).toEqual([]);
    expect(errorsOf(withTile({ filter: { field: 'assignedTo', operator: 'isNotEmpty' } }).office)).toEqual([]);
    expect(errorsOf(withTile({ filter: { field: 'client', operator: 'isEmpty' } }).office)).toEqual([]);
    expect(errorsOf(withTile({ filter: { field: 'claimType', operator: 'equals', value: 'car' } }).office)).toEqual([]);
    expect(errorsOf(withTile({ module: 'renewals', filter: { field: 'stage', operator: 'equals', value: 'renewal-due' } }).office)).toEqual([]);
  });

  it('refuses a module the office does not have, and one that is not of kind records, at the tile’s module', () => {
    const unknown = withTile({ module: 'nope' });
    expect(errorsOf(unknown.office)).toEqual([{ path: `${unknown.at}/module`, message: expect.stringMatching(/unknown module "nope": not in features.modules \(clients, leads, policies/) }]);
    const leads = withTile({ module: 'leads' });
    expect(errorsOf(leads.office)).toEqual([{ path: `${leads.at}/module`, message: 'module "leads" is of kind "leads"; a records tile counts a module of kind "records"' }]);
  });

  it('refuses a stage the workflow does not have, at the value that names it, and one a view never shows', () => {
    const bad = withTile({ filter: { field: 'stage', operator: 'in', value: ['reported', 'lost-in-the-mail'] } });
    expect(errorsOf(bad.office)).toEqual([{ path: `${bad.at}/filter/value/1`, message: expect.stringMatching(/^"lost-in-the-mail" is not a stage of workflow "claim-handling": reported, documents-collected/) }]);
    const view = withTile({ module: 'renewals', filter: { field: 'stage', operator: 'equals', value: 'quote' } });
    expect(errorsOf(view.office)).toEqual([{ path: `${view.at}/filter/value`, message: 'view "renewals" shows only the stages active, renewal-due, renewed, never "quote"' }]);
  });

  it('refuses a filter on a field neither the records nor the form have, and a stage of records without a workflow', () => {
    const field = withTile({ filter: { field: 'colour', operator: 'equals', value: 'red' } });
    expect(errorsOf(field.office)).toEqual([{ path: `${field.at}/filter/field`, message: expect.stringMatching(/^"colour" is neither a field of the records \(stage, assignedTo, client\) nor of form/) }]);
    const commissions = withTile({ module: 'commissions', filter: { field: 'stage', operator: 'equals', value: 'paid' } });
    expect(errorsOf(commissions.office)).toEqual([{ path: `${commissions.at}/filter/field`, message: 'module "commissions" has no workflow, so its records have no stage' }]);
  });

  it('refuses a records tile without a module, and a module on a tile of another entity (the schema)', () => {
    const { office, at } = withTile({});
    delete (office.ui.dashboard.statistics.at(-1) as Partial<StatisticTile>).module;
    expect(errorsOf(office)).toEqual([{ path: at, message: 'missing required property "module"' }]);
    const clients = withTile({ entity: 'clients' });
    expect(errorsOf(clients.office)).toEqual([{ path: `${clients.at}/entity`, message: 'must be "records"' }]);
  });
});
