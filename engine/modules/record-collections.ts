import type { FeatureModule, FormDefinition, OfficeType, RecordCollection, WorkflowDefinition } from '../generated/config-types';
import { moduleKind } from './module-kinds';

/** What the records of a module are, whether they are its own or, for a view, another module's (issue 20). */
export interface ResolvedCollection {
  /** The module that lists them. */
  moduleId: string;
  /** The module whose records they are: the module itself, or the one a view shows. */
  ownerId: string;
  entity: string;
  terms: { singular: string; plural: string };
  form: FormDefinition;
  workflow: WorkflowDefinition | undefined;
  titleField: string | undefined;
  client: 'required' | 'optional' | 'none';
  numberFormat: string | undefined;
  columns: NonNullable<RecordCollection['columns']>;
  defaultSort: RecordCollection['defaultSort'];
  /** A view's filters: only these stages, only records whose date field falls within these days. */
  filter: { stages?: string[]; dueWithin?: { field: string; days: number } };
  /** For the built-in collection of a subject's workflow runs: whose runs they are (a client's, a document's). */
  subject?: SubjectKind;
}

/** What else than the office's own records a workflow runs on: a client (`workflows.client`), a client's document (`workflows.document`). */
export type SubjectKind = 'client' | 'document';

/** The parts of an office's configuration a collection is made of. */
export type CollectionSource = Pick<OfficeType, 'features' | 'forms' | 'workflows'>;

/** The office's modules of kind "records". */
export function recordModules(modules: readonly FeatureModule[]): (FeatureModule & { collection: RecordCollection })[] {
  return modules.filter((module): module is FeatureModule & { collection: RecordCollection } => moduleKind(module) === 'records' && module.collection !== undefined);
}

function ownRecords(office: CollectionSource, module: FeatureModule & { collection: RecordCollection }): Omit<ResolvedCollection, 'moduleId' | 'columns' | 'defaultSort' | 'filter'> | undefined {
  const { collection } = module;
  const form = office.forms.customForms?.find((candidate) => candidate.id === collection.form);
  if (!form || collection.entity === undefined || collection.terms === undefined) return undefined;
  return {
    ownerId: module.id,
    entity: collection.entity,
    terms: collection.terms,
    form,
    workflow: office.workflows.custom?.find((candidate) => candidate.id === collection.workflow),
    titleField: collection.titleField,
    client: collection.client ?? 'none',
    numberFormat: collection.numberFormat,
  };
}

/**
 * The records a module lists, resolved: its own collection, or for a view the viewed module's entity, words, form,
 * workflow and numbers with the view's columns and filters. Undefined for a module that lists no records (the
 * loader has refused a collection that does not resolve).
 */
export function resolveCollection(office: CollectionSource, moduleId: string): ResolvedCollection | undefined {
  const modules = recordModules(office.features.modules);
  const module = modules.find((candidate) => candidate.id === moduleId);
  if (!module) return undefined;
  const { collection } = module;
  const owner = collection.viewOf ? modules.find((candidate) => candidate.id === collection.viewOf?.module) : module;
  const records = owner && !owner.collection.viewOf ? ownRecords(office, owner) : undefined;
  if (!records) return undefined;
  const filter: ResolvedCollection['filter'] = {};
  if (collection.viewOf?.stages) filter.stages = collection.viewOf.stages;
  if (collection.viewOf?.dueWithin) filter.dueWithin = collection.viewOf.dueWithin;
  return { ...records, moduleId, columns: collection.columns ?? owner?.collection.columns ?? [], defaultSort: collection.defaultSort, filter };
}

/** Every collection of the office that holds records of its own (not the views), resolved. */
export function ownCollections(office: CollectionSource): ResolvedCollection[] {
  return recordModules(office.features.modules)
    .filter((module) => !module.collection.viewOf)
    .flatMap((module) => resolveCollection(office, module.id) ?? []);
}

// Per subject: the kind of module whose id names its runs' collection, the id when the office has no such module,
// and the words of its records (terminology keys).
const SUBJECTS = {
  client: { kind: 'clients', fallback: 'clients', terms: { singular: 'client', plural: 'clients' } },
  document: { kind: 'documents', fallback: 'documents', terms: { singular: 'document', plural: 'documents' } },
} as const satisfies Record<SubjectKind, { kind: string; fallback: string; terms: ResolvedCollection['terms'] }>;

// The entity of clients that are leads: the leads board's status is their stage, so a client workflow of this
// entity (insurance's lead-pipeline) runs on no client (office-types/README.md, "Workflows on clients and documents").
const LEADS_ENTITY = 'lead';

// A field per value the workflow keeps on its subject's run: the title, every required input, every update_field.
function subjectForm(workflow: WorkflowDefinition): FormDefinition {
  const label = (key: string) => ({ he: key, en: key, es: key });
  const fields: FormDefinition['fields'] = { name: { type: 'text', label: { he: 'שם', en: 'Name', es: 'Nombre' } } };
  for (const stage of workflow.stages) {
    for (const action of [...(stage.actions ?? []), ...(workflow.triggers ?? []).flatMap((trigger) => trigger.actions)]) {
      if (action.type === 'update_field' && typeof action.field === 'string') fields[action.field] ??= { type: 'text', label: label(action.field) };
    }
    for (const input of stage.requiredInputs ?? []) fields[input.key] = { type: input.type, label: input.label };
  }
  return { id: `${workflow.id}-run`, title: workflow.name, schema: { type: 'object', properties: {} }, fields };
}

/**
 * The built-in collection of a subject's workflow runs: each client's (or client document's) run of the office's
 * `workflows.client` (`workflows.document`) is a record of it, so the runtime moves, approves, records and acts on
 * it as on any record. Its module id is the office's module of kind clients (documents), else a fixed id that no
 * module of records takes. Undefined when the subject runs no workflow (a client workflow of the leads' entity).
 */
export function subjectCollection(office: CollectionSource, subject: SubjectKind): ResolvedCollection | undefined {
  const workflow = office.workflows[subject];
  if (!workflow || (subject === 'client' && workflow.entity === LEADS_ENTITY)) return undefined;
  const { kind, fallback, terms } = SUBJECTS[subject];
  const modules = office.features.modules;
  const taken = new Set(recordModules(modules).map((module) => module.id));
  const own = modules.find((module) => moduleKind(module) === kind)?.id;
  const moduleId = own ?? (taken.has(fallback) ? `subject-${fallback}` : fallback);
  return {
    moduleId,
    ownerId: moduleId,
    entity: workflow.entity,
    terms,
    form: subjectForm(workflow),
    workflow,
    titleField: 'name',
    client: 'none',
    numberFormat: undefined,
    columns: [],
    defaultSort: undefined,
    filter: {},
    subject,
  };
}
