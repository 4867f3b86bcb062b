import { describe, expect, it } from 'vitest';
import dental from '../../../tests/fixtures/office-types/dental.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import type { FeatureModule, OfficeType, RecordCollection, WorkflowDefinition } from '../../generated/config-types';
import { loadOfficeType } from '../load-office-type';

const options = { widgets: widgetDefinitions };
const PLANS = 1;
const AT = `/features/modules/${PLANS}/collection`;

function office(change: (office: OfficeType, plans: FeatureModule & { collection: RecordCollection }) => void): OfficeType {
  const copy = structuredClone(dental) as unknown as OfficeType;
  const plans = copy.features.modules[PLANS] as FeatureModule & { collection: RecordCollection };
  change(copy, plans);
  return copy;
}

function errorsOf(input: OfficeType): { path: string; message: string }[] {
  const result = loadOfficeType(input, options);
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
}

function expectError(input: OfficeType, path: string, message: RegExp): void {
  const errors = errorsOf(input);
  expect(errors.some((error) => error.path === path && message.test(error.message)), JSON.stringify(errors, null, 1)).toBe(true);
}

/** A workflow of the dental clinic's plans, for the checks that need one: the client workflow, moving plans. */
function planWorkflow(copy: OfficeType): WorkflowDefinition {
  return { ...structuredClone(copy.workflows.client), id: 'plan-flow', entity: 'treatment-plan' };
}

describe("the loader's checks of modules and their record collections (check-modules.ts)", () => {
  it('loads the dental fixture, whose treatment plans are records of their own', () => {
    expect(errorsOf(office(() => undefined))).toEqual([]);
  });

  it('refuses kind "records" without a collection, and a collection of any other kind', () => {
    expectError(office((_, plans) => delete (plans as Partial<typeof plans>).collection), `/features/modules/${PLANS}`, /needs a "collection"/);
    expectError(office((_, plans) => (plans.kind = 'area')), AT, /only kind "records"/);
  });

  it('refuses a form, title field, workflow or word the office does not have, naming what it has', () => {
    expectError(office((_, plans) => (plans.collection.form = 'nope')), `${AT}/form`, /unknown form "nope"/);
    expectError(office((_, plans) => (plans.collection.titleField = 'tooth')), `${AT}/titleField`, /not a field of form "treatment-plan-record": procedure, teeth/);
    expectError(office((_, plans) => (plans.collection.workflow = 'nope')), `${AT}/workflow`, /unknown workflow "nope"/);
    expectError(office((_, plans) => (plans.collection.terms = { singular: 'treatmentPlan', plural: 'plansGalore' })), `${AT}/terms/plural`, /"plansGalore" is not in .*customTerms of he, en/);
  });

  it('refuses a workflow that moves other records than the collection holds', () => {
    const input = office((copy, plans) => {
      copy.workflows.custom = [{ ...planWorkflow(copy), entity: 'implant' }];
      plans.collection.workflow = 'plan-flow';
    });
    expectError(input, `${AT}/workflow`, /moves "implant" records, not "treatment-plan"/);
    expectError(input, '/workflows/custom/0/entity', /no module's collection holds "implant" records/);
  });

  it('refuses columns that are neither fields of the form nor the record\'s own, and those the records cannot have', () => {
    expectError(office((_, plans) => plans.collection.columns?.push({ field: 'colour' })), `${AT}/columns/6/field`, /"colour" is not a field of form/);
    expectError(office((_, plans) => plans.collection.columns?.push({ field: '$owner' })), `${AT}/columns/6/field`, /unknown record field "\$owner"/);
    expectError(
      office((_, plans) => {
        delete plans.collection.workflow;
        plans.collection.columns?.push({ field: '$stage' });
      }),
      `${AT}/columns/6/field`,
      /needs a workflow/,
    );
    expectError(office((_, plans) => (plans.collection.client = 'none')), `${AT}/columns/2/field`, /"\$client" needs records that belong to a client/);
    expectError(office((_, plans) => delete plans.collection.numberFormat), `${AT}/columns/0/field`, /"\$number" needs a "numberFormat"/);
    expectError(office((_, plans) => (plans.collection.defaultSort = { field: 'notes', direction: 'asc' })), `${AT}/defaultSort/field`, /not one of the columns/);
  });

  it('takes a workflow of the same entity, with its stages and SLA as columns', () => {
    const input = office((copy, plans) => {
      copy.workflows.custom = [planWorkflow(copy)];
      plans.collection.workflow = 'plan-flow';
      plans.collection.columns?.push({ field: '$stage' }, { field: '$sla' });
    });
    expect(errorsOf(input)).toEqual([]);
  });

  it('shows another module\'s records in a view, filtered by that workflow\'s stages and that form\'s dates', () => {
    const withView = (collection: RecordCollection) =>
      office((copy, plans) => {
        copy.workflows.custom = [planWorkflow(copy)];
        plans.collection.workflow = 'plan-flow';
        const form = copy.forms.customForms?.[0];
        if (form) {
          form.fields.reviewOn = { type: 'date', label: { he: 'בדיקה', en: 'Review on' } };
          (form.schema.properties as Record<string, unknown>).reviewOn = { type: 'string', format: 'date' };
        }
        const billing = copy.features.modules.find((module) => module.id === 'billing');
        if (billing) Object.assign(billing, { kind: 'records', collection });
      });
    const billingAt = '/features/modules/4/collection';
    const good = { viewOf: { module: 'treatment-plans', stages: ['approved'], dueWithin: { field: 'reviewOn', days: 30 } }, columns: [{ field: '$number' }, { field: 'procedure' }, { field: '$stage' }] };
    expect(errorsOf(withView(good))).toEqual([]);
    expectError(withView({ ...good, viewOf: { module: 'imaging' } }), `${billingAt}/viewOf/module`, /not a module of kind "records"/);
    expectError(withView({ ...good, viewOf: { module: 'treatment-plans', stages: ['on-the-moon'] } }), `${billingAt}/viewOf/stages/0`, /unknown stage "on-the-moon" of workflow "plan-flow"/);
    expectError(withView({ ...good, viewOf: { module: 'treatment-plans', dueWithin: { field: 'procedure', days: 30 } } }), `${billingAt}/viewOf/dueWithin/field`, /not a date field/);
    expectError(withView({ ...good, form: 'treatment-plan-record' }), `${billingAt}/form`, /a view .* cannot name its own "form"/);
    expectError(withView({ ...good, columns: [{ field: 'colour' }] }), `${billingAt}/columns/0/field`, /"colour" is not a field of form "treatment-plan-record"/);
  });

  it('refuses a second collection of the same records, and a clients module of another kind', () => {
    expectError(
      office((copy, plans) => {
        const billing = copy.features.modules.find((module) => module.id === 'billing');
        if (billing) Object.assign(billing, { kind: 'records', collection: structuredClone(plans.collection) });
      }),
      '/features/modules/4/collection/entity',
      /module "treatment-plans" already holds "treatment-plan" records; a second list of them is a view/,
    );
    expectError(office((copy) => Object.assign(copy.features.modules[0] as FeatureModule, { entity: 'clients', kind: 'calendar' })), '/features/modules/0/kind', /is of kind "clients"/);
    expectError(office((copy) => Object.assign(copy.features.modules[0] as FeatureModule, { kind: 'clients' })), '/features/modules/0/entity', /says "entity": "clients"/);
  });

  it('loads an XML intake and an enhanced pension simulation at routes of the office’s own, each in the feature that gates it', () => {
    const areas = (intake: Partial<FeatureModule>, pension: Partial<FeatureModule>) =>
      office((copy) => {
        const module = { name: { he: 'אזור', en: 'Area' }, icon: 'FileOutlined', category: 'core' as const, requiredPermissions: ['clients.view'] };
        copy.features.modules.push({ ...module, id: 'lab-files', route: '/lab/files', kind: 'xml-intake', feature: 'xml-documents', ...intake });
        copy.features.modules.push({ ...module, id: 'retirement', route: '/retirement/plan', kind: 'pension-simulation', feature: 'simulations', ...pension });
      });
    expect(errorsOf(areas({}, {}))).toEqual([]);
    expectError(areas({ feature: 'dental-imaging' }, {}), '/features/modules/6/feature', /kind "xml-intake" belongs to feature "xml-documents" .*, not "dental-imaging"/);
    expectError(areas({}, { feature: undefined }), '/features/modules/7/feature', /kind "pension-simulation" belongs to feature "simulations" .*, not none/);
  });
});
