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
}

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
