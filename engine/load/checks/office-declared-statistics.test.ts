import { describe, expect, it } from 'vitest';
import legal from '../../../office-types/legal.json';
import dental from '../../../tests/fixtures/office-types/dental.json';
import navigationSchema from '../../../schemas/navigation.schema.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import { badgeSourceDescription } from '../../dashboard/badge-sources';
import type { MenuBadge, OfficeType, StatisticTile } from '../../generated/config-types';
import { loadOfficeType } from '../load-office-type';

const options = { widgets: widgetDefinitions };

/**
 * An office type written for these tests: the dental fixture under another id, with one more statistic tile (its
 * index is the returned path's) and, when asked, another badge on its treatment plans' menu item.
 */
function officeWith(tile: Partial<StatisticTile>, badge?: MenuBadge, base: unknown = dental): { office: OfficeType; at: string; badgeAt: string } {
  const office = structuredClone(base) as OfficeType;
  office.id = 'orthodontics-test';
  const added: StatisticTile = { id: 'tested', label: { he: 'נבדק', en: 'Tested', es: 'Probado' }, entity: 'clients', aggregation: 'count', format: 'number', ...tile };
  office.ui.dashboard.statistics = [...office.ui.dashboard.statistics, added];
  const menuIndex = office.ui.navigation.primaryMenu.findIndex((item) => item.id === 'treatment-plans');
  if (badge && menuIndex >= 0) office.ui.navigation.primaryMenu[menuIndex]!.badge = badge;
  return { office, at: `/ui/dashboard/statistics/${office.ui.dashboard.statistics.length - 1}`, badgeAt: `/ui/navigation/primaryMenu/${menuIndex}/badge/source` };
}

function errorsOf(office: OfficeType): { path: string; message: string }[] {
  const result = loadOfficeType(office, options);
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
}

// Issue 22: what a tile filters or sums and what a badge shows are declared by the office type, and checked.
describe('statistic fields and badge sources the office type declares', () => {
  it('loads a clients tile filtered by a field of the office’s own intake form that has options, one value or several', () => {
    expect(errorsOf(officeWith({ filter: { field: 'healthFund', operator: 'equals', value: 'maccabi' } }).office)).toEqual([]);
    expect(errorsOf(officeWith({ filter: { field: 'medicalAlerts', operator: 'in', value: ['diabetes', 'pregnancy'] } }).office)).toEqual([]);
    expect(errorsOf(officeWith({ filter: { field: 'anticoagulant', operator: 'isNotEmpty' } }).office)).toEqual([]);
  });

  it('refuses an intake field the office does not have, one without options, and a value none of its options has, at the path', () => {
    const legalField = officeWith({ filter: { field: 'clientType', operator: 'equals', value: 'individual' } });
    expect(errorsOf(legalField.office)).toEqual([{ path: `${legalField.at}/filter/field`, message: expect.stringMatching(/^"clients" cannot be filtered by "clientType" in this office; use one of status, stage, priority, source, tags, assignedTo, healthFund, medicalAlerts, anticoagulant$/) }]);
    const text = officeWith({ filter: { field: 'chiefComplaint', operator: 'equals', value: 'pain' } });
    expect(errorsOf(text.office)).toEqual([{ path: `${text.at}/filter/field`, message: expect.stringContaining('cannot be filtered by "chiefComplaint"') }]);
    const value = officeWith({ filter: { field: 'medicalAlerts', operator: 'in', value: ['diabetes', 'scurvy'] } });
    expect(errorsOf(value.office)).toEqual([{ path: `${value.at}/filter/value/1`, message: expect.stringMatching(/^"clients" never has medicalAlerts "scurvy", so the tile would always count 0; its medicalAlerts is one of diabetes, heart-condition/) }]);
  });

  it('still loads the legal office’s tiles on its intake’s clientType, which is no longer every office’s field', () => {
    expect(errorsOf(officeWith({ filter: { field: 'clientType', operator: 'in', value: ['corporation', 'llc'] } }, undefined, legal).office)).toEqual([]);
    const wrong = officeWith({ filter: { field: 'clientType', operator: 'equals', value: 'spaceship' } }, undefined, legal);
    expect(errorsOf(wrong.office)).toEqual([{ path: `${wrong.at}/filter/value`, message: expect.stringContaining('never has clientType "spaceship"') }]);
  });

  it('loads a tile over the office’s record module: counted by stage or by an option of its form, or summing a number field of its form', () => {
    const plans = { entity: 'records', module: 'treatment-plans' } as const;
    expect(errorsOf(officeWith({ ...plans, filter: { field: 'stage', operator: 'in', value: ['approved', 'in-treatment'] } }).office)).toEqual([]);
    expect(errorsOf(officeWith({ ...plans, filter: { field: 'phase', operator: 'equals', value: 'urgent' } }).office)).toEqual([]);
    expect(errorsOf(officeWith({ ...plans, aggregation: 'sum', field: 'estimate', format: 'currency' }).office)).toEqual([]);
  });

  it('refuses a record module tile’s option value, stage, sum field and field its module does not have, at the path', () => {
    const plans = { entity: 'records', module: 'treatment-plans' } as const;
    const phase = officeWith({ ...plans, filter: { field: 'phase', operator: 'equals', value: 'cosmetic' } });
    expect(errorsOf(phase.office)).toEqual([{ path: `${phase.at}/filter/value`, message: '"records" never has phase "cosmetic", so the tile would always count 0; its phase is one of urgent, restorative, prosthetic, maintenance' }]);
    const stage = officeWith({ ...plans, filter: { field: 'stage', operator: 'equals', value: 'filed' } });
    expect(errorsOf(stage.office)).toEqual([{ path: `${stage.at}/filter/value`, message: expect.stringMatching(/^"filed" is not a stage of workflow "treatment-plan-course"/) }]);
    const sum = officeWith({ ...plans, aggregation: 'sum', field: 'procedure' });
    expect(errorsOf(sum.office)).toEqual([{ path: `${sum.at}/field`, message: '"records" cannot sum "procedure"; use one of estimate' }]);
    const field = officeWith({ ...plans, filter: { field: 'healthFund', operator: 'equals', value: 'maccabi' } });
    expect(errorsOf(field.office)).toEqual([{ path: `${field.at}/filter/field`, message: expect.stringMatching(/^"healthFund" is neither a field of the records/) }]);
  });

  it('loads a badge of its record module and each fixed source, and refuses any other source at the badge’s path', () => {
    expect(errorsOf(officeWith({}, { kind: 'count', source: 'records.treatment-plans.open' }).office)).toEqual([]);
    expect(errorsOf(officeWith({}, { kind: 'count', source: 'records.treatment-plans.all' }).office)).toEqual([]);
    for (const source of ['leads.new', 'tasks.mine', 'tasks.overdue', 'tasks.role', 'deadlines.today', 'documents.pendingReview']) {
      expect(errorsOf(officeWith({}, { kind: 'dot', source }).office), source).toEqual([]);
    }
    const unknown = officeWith({}, { kind: 'count', source: 'treatmentPlans.awaitingApproval' });
    expect(errorsOf(unknown.office)).toEqual([
      { path: unknown.badgeAt, message: 'unknown badge source "treatmentPlans.awaitingApproval"; use one of leads.new, tasks.mine, tasks.overdue, tasks.role, deadlines.today, documents.pendingReview, records.<module>.<figure> or calendar.<module>.<figure>' },
    ]);
    const figure = officeWith({}, { kind: 'count', source: 'records.treatment-plans.overdue' });
    expect(errorsOf(figure.office)).toEqual([{ path: figure.badgeAt, message: expect.stringContaining('names no figure of the records: "overdue"') }]);
    const module = officeWith({}, { kind: 'count', source: 'records.appointments.open' });
    expect(errorsOf(module.office)).toEqual([{ path: module.badgeAt, message: expect.stringContaining('of kind "calendar"') }]);
    // A calendar's appointments of today: its calendar module, not a module of records, and no other figure.
    expect(errorsOf(officeWith({}, { kind: 'count', source: 'calendar.appointments.today' }).office)).toEqual([]);
    const notCalendar = officeWith({}, { kind: 'count', source: 'calendar.treatment-plans.today' });
    expect(errorsOf(notCalendar.office)).toEqual([{ path: notCalendar.badgeAt, message: '"calendar.treatment-plans.today" names module "treatment-plans" of kind "records"; a calendar badge names a module of kind "calendar"' }]);
    const week = officeWith({}, { kind: 'count', source: 'calendar.appointments.week' });
    expect(errorsOf(week.office)).toEqual([{ path: week.badgeAt, message: '"calendar.appointments.week" names no figure of the calendar: "week"; use one of today' }]);
  });

  it('describes badge.source in the navigation schema with the very registry the loader and the browser use', () => {
    expect(navigationSchema.definitions.badge.properties.source.description).toBe(badgeSourceDescription());
  });
});
