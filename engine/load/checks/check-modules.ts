import type { FeatureModule, FormDefinition, OfficeType, RecordCollection, WorkflowDefinition } from '../../generated/config-types';
import { MODULE_KINDS, moduleKind, type ModuleKind } from '../../modules/module-kinds';
import { RECORD_FIELDS, isRecordField } from '../../modules/record-columns';
import type { CheckContext, OfficeTypeCheck } from './check-context';

/** What a view may not name: a viewed module's records are its own, with its words, form, workflow and numbers. */
const OWN_ONLY = ['entity', 'terms', 'form', 'workflow', 'numberFormat', 'client', 'titleField'] as const;

/** What a collection's records are, its own or, for a view, the viewed module's. */
interface Records {
  collection: RecordCollection;
  form: FormDefinition | undefined;
  workflow: WorkflowDefinition | undefined;
}

function customWorkflows(office: OfficeType): WorkflowDefinition[] {
  return office.workflows.custom ?? [];
}

function recordsOf(office: OfficeType, collection: RecordCollection): Records {
  return {
    collection,
    form: office.forms.customForms?.find((form) => form.id === collection.form),
    workflow: customWorkflows(office).find((workflow) => workflow.id === collection.workflow),
  };
}

function fieldNames(form: FormDefinition | undefined): string[] {
  return form ? Object.keys(form.fields) : [];
}

function checkTerms(context: CheckContext, collection: RecordCollection, at: string): void {
  for (const which of ['singular', 'plural'] as const) {
    const key = collection.terms?.[which];
    if (key === undefined) continue;
    const missing = context.languages.filter((language) => context.office.terminology[language]?.customTerms?.[key] === undefined);
    if (missing.length) context.report(`${at}/terms/${which}`, `"${key}" is not in terminology.<language>.customTerms of ${missing.join(', ')}`);
  }
}

/** A collection of records of its own: its form, workflow and words exist, and agree with one another. */
function checkOwnCollection(context: CheckContext, records: Records, at: string): void {
  const { collection, form, workflow } = records;
  for (const key of ['entity', 'terms', 'form', 'columns'] as const) {
    if (collection[key] === undefined) context.report(at, `a collection of its own needs "${key}" (or "viewOf" to show another module's records)`);
  }
  checkTerms(context, collection, at);
  if (collection.form !== undefined && !form) context.report(`${at}/form`, `unknown form "${collection.form}": not in forms.customForms`);
  if (collection.titleField !== undefined && form && !(collection.titleField in form.fields)) {
    context.report(`${at}/titleField`, `"${collection.titleField}" is not a field of form "${form.id}": ${fieldNames(form).join(', ')}`);
  }
  if (collection.workflow !== undefined) {
    if (!workflow) context.report(`${at}/workflow`, `unknown workflow "${collection.workflow}": not in workflows.custom`);
    else if (workflow.entity !== collection.entity) context.report(`${at}/workflow`, `workflow "${workflow.id}" moves "${workflow.entity}" records, not "${collection.entity}"`);
  }
}

/** A view of another module's records: it names that module, and its filters that module's stages and date fields. */
function checkView(context: CheckContext, modules: readonly FeatureModule[], collection: RecordCollection, at: string): Records | undefined {
  for (const key of OWN_ONLY) {
    if (collection[key] !== undefined) context.report(`${at}/${key}`, `a view shows the records of "${collection.viewOf?.module}" as they are; it cannot name its own "${key}"`);
  }
  const view = collection.viewOf;
  if (!view) return undefined;
  const viewed = modules.find((module) => module.id === view.module);
  if (!viewed || moduleKind(viewed) !== 'records' || !viewed.collection) {
    context.report(`${at}/viewOf/module`, `"${view.module}" is not a module of kind "records"`);
    return undefined;
  }
  if (viewed.collection.viewOf) {
    context.report(`${at}/viewOf/module`, `"${view.module}" is itself a view; a view shows a module's own records`);
    return undefined;
  }
  const records = recordsOf(context.office, viewed.collection);
  const stages = new Set(records.workflow?.stages.map((stage) => stage.id) ?? []);
  view.stages?.forEach((stage, index) => {
    if (!stages.has(stage)) context.report(`${at}/viewOf/stages/${index}`, records.workflow ? `unknown stage "${stage}" of workflow "${records.workflow.id}"` : `"${view.module}" has no workflow, so no stages`);
  });
  if (view.dueWithin && records.form?.fields[view.dueWithin.field]?.type !== 'date') {
    context.report(`${at}/viewOf/dueWithin/field`, `"${view.dueWithin.field}" is not a date field of form "${records.collection.form}"`);
  }
  return { ...records, collection: { ...records.collection, columns: collection.columns, defaultSort: collection.defaultSort } };
}

/** The list's columns are fields of the form or the record's own, each usable here; the default order is a column. */
function checkColumns(context: CheckContext, records: Records, columns: RecordCollection['columns'], sort: RecordCollection['defaultSort'], at: string): void {
  const { collection, form, workflow } = records;
  const fields = new Set<string>();
  columns?.forEach((column, index) => {
    const path = `${at}/columns/${index}/field`;
    if (fields.has(column.field)) context.report(path, `duplicate column "${column.field}"`);
    fields.add(column.field);
    if (column.field.startsWith('$')) {
      if (!isRecordField(column.field)) context.report(path, `unknown record field "${column.field}": ${RECORD_FIELDS.join(', ')}`);
      if ((column.field === '$stage' || column.field === '$sla') && !workflow) context.report(path, `"${column.field}" needs a workflow; these records have none`);
      if (column.field === '$client' && (collection.client ?? 'none') === 'none') context.report(path, `"$client" needs records that belong to a client ("client": "required" or "optional")`);
      if (column.field === '$number' && collection.numberFormat === undefined) context.report(path, `"$number" needs a "numberFormat"; these records have no number`);
    } else if (form && !(column.field in form.fields)) {
      context.report(path, `"${column.field}" is not a field of form "${form.id}" nor one of the record's own (${RECORD_FIELDS.join(', ')})`);
    }
  });
  if (sort && !fields.has(sort.field)) context.report(`${at}/defaultSort/field`, `"${sort.field}" is not one of the columns`);
}

/** A module's kind and collection agree: a collection with kind "records" and only then; "clients" with the clients' entity; the feature its kind belongs to. */
function checkKind(context: CheckContext, module: FeatureModule, at: string): void {
  const kind = moduleKind(module);
  if (MODULE_KINDS[kind].hasCollection && !module.collection) context.report(at, `a module of kind "${kind}" needs a "collection" of its records`);
  if (!MODULE_KINDS[kind].hasCollection && module.collection) context.report(`${at}/collection`, `a module of kind "${kind}" has no collection; only kind "records" does`);
  if (module.entity === 'clients' && kind !== 'clients') context.report(`${at}/kind`, `the module whose entity is the clients is of kind "clients", not "${kind}"`);
  if (kind === 'clients' && module.entity !== 'clients') context.report(`${at}/entity`, `a module of kind "clients" says "entity": "clients"`);
  const { feature } = MODULE_KINDS[kind] as ModuleKind;
  if (feature !== undefined && module.feature !== feature) context.report(`${at}/feature`, `a module of kind "${kind}" belongs to feature "${feature}" (its switch gates the module's route), not ${module.feature === undefined ? 'none' : `"${module.feature}"`}`);
}

/**
 * Every module's kind is one the engine draws; every record collection's form, workflow, words, columns and views
 * exist and agree; each entity is held by one collection, and each workflow of workflows.custom moves the records
 * of one.
 */
export const checkModules: OfficeTypeCheck = (context) => {
  const modules = context.office.features.modules;
  const entities = new Map<string, string>();
  modules.forEach((module, index) => {
    const at = `/features/modules/${index}`;
    checkKind(context, module, at);
    const { collection } = module;
    if (!collection) return;
    const cAt = `${at}/collection`;
    const records = collection.viewOf ? checkView(context, modules, collection, cAt) : recordsOf(context.office, collection);
    if (!collection.viewOf && records) checkOwnCollection(context, records, cAt);
    if (records) checkColumns(context, records, collection.columns, collection.defaultSort, cAt);
    if (collection.entity !== undefined) {
      const holder = entities.get(collection.entity);
      if (holder !== undefined) context.report(`${cAt}/entity`, `module "${holder}" already holds "${collection.entity}" records; a second list of them is a view ("viewOf")`);
      entities.set(collection.entity, module.id);
    }
  });
  customWorkflows(context.office).forEach((workflow, index) => {
    if (!entities.has(workflow.entity)) {
      context.report(`/workflows/custom/${index}/entity`, `no module's collection holds "${workflow.entity}" records, so workflow "${workflow.id}" would never run; give a module of kind "records" a collection of them`);
    }
  });
};
