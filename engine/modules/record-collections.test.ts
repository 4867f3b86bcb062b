import { describe, expect, it } from 'vitest';
import dental from '../../tests/fixtures/office-types/dental.json';
import type { OfficeType } from '../generated/config-types';
import { ownCollections, recordModules, resolveCollection, subjectCollection } from './record-collections';

const office = (): OfficeType => structuredClone(dental) as unknown as OfficeType;

/** The dental clinic with a second module that views its treatment plans: those approved, reviewed within 30 days. */
function withView(): OfficeType {
  const copy = office();
  copy.workflows.custom = [{ ...structuredClone(copy.workflows.client), id: 'plan-flow', entity: 'treatment-plan' }];
  const plans = copy.features.modules.find((module) => module.id === 'treatment-plans');
  if (plans?.collection) plans.collection.workflow = 'plan-flow';
  const billing = copy.features.modules.find((module) => module.id === 'billing');
  if (billing) Object.assign(billing, { kind: 'records', collection: { viewOf: { module: 'treatment-plans', stages: ['approved'], dueWithin: { field: 'reviewOn', days: 30 } }, columns: [{ field: '$number' }, { field: '$stage' }] } });
  return copy;
}

describe("a module's records, resolved (record-collections.ts)", () => {
  it('resolves a collection of its own to its form, words, numbers and columns', () => {
    const plans = resolveCollection(office(), 'treatment-plans');
    expect(plans).toMatchObject({ moduleId: 'treatment-plans', ownerId: 'treatment-plans', entity: 'treatment-plan', terms: { singular: 'treatmentPlan', plural: 'treatmentPlans' }, titleField: 'procedure', client: 'required', numberFormat: 'TP-YY-####', filter: {} });
    expect(plans?.form.id).toBe('treatment-plan-record');
    expect(plans?.workflow?.id).toBe('treatment-plan-course');
    expect(plans?.columns.map((column) => column.field)).toEqual(['$number', 'procedure', '$client', 'phase', 'estimate', '$updatedAt']);
  });

  it("resolves a view to the viewed module's records, with its own columns and filters", () => {
    const view = resolveCollection(withView(), 'billing');
    expect(view).toMatchObject({ moduleId: 'billing', ownerId: 'treatment-plans', entity: 'treatment-plan', numberFormat: 'TP-YY-####', filter: { stages: ['approved'], dueWithin: { field: 'reviewOn', days: 30 } } });
    expect(view?.workflow?.id).toBe('plan-flow');
    expect(view?.columns.map((column) => column.field)).toEqual(['$number', '$stage']);
  });

  it('lists the modules of kind records, and the collections of records of their own without the views', () => {
    expect(recordModules(withView().features.modules).map((module) => module.id)).toEqual(['treatment-plans', 'billing']);
    expect(ownCollections(withView()).map((collection) => collection.moduleId)).toEqual(['treatment-plans']);
  });

  it('answers nothing for a module that lists no records', () => {
    expect(resolveCollection(office(), 'imaging')).toBeUndefined();
    expect(resolveCollection(office(), 'no-such-module')).toBeUndefined();
  });

  it("resolves the built-in collections of clients' and documents' workflow runs, with a field for each value the workflow writes", () => {
    const copy = office();
    const clients = subjectCollection(copy, 'client')!;
    expect(clients).toMatchObject({ subject: 'client', entity: copy.workflows.client.entity, workflow: { id: copy.workflows.client.id }, terms: { singular: 'client', plural: 'clients' }, titleField: 'name', client: 'none' });
    // The office's module of kind clients names the runs; the dental clinic declares none, so the fixed id does.
    expect(clients.moduleId).toBe('clients');
    expect(clients.ownerId).toBe(clients.moduleId);
    const written = copy.workflows.document.stages.flatMap((stage) => [...(stage.actions ?? []).flatMap((action) => (action.type === 'update_field' ? [action.field] : [])), ...(stage.requiredInputs ?? []).map((input) => input.key)]);
    expect(Object.keys(subjectCollection(copy, 'document')!.form.fields)).toEqual(expect.arrayContaining(['name', ...written]));
    Object.assign(copy.features.modules.find((module) => module.id === 'patients')!, { kind: 'clients' });
    expect(subjectCollection(copy, 'client')!.moduleId).toBe('patients');
  });

  it("runs no client workflow of the leads' entity (the leads board is their authority), and takes no records module's id", () => {
    const copy = office();
    copy.workflows.client = { ...copy.workflows.client, entity: 'lead' };
    expect(subjectCollection(copy, 'client')).toBeUndefined();
    const taken = office();
    Object.assign(taken.features.modules.find((module) => module.id === 'treatment-plans')!, { id: 'documents' });
    expect(subjectCollection(taken, 'document')!.moduleId).toBe('subject-documents');
  });
});
