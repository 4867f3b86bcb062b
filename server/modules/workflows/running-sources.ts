import type { FeatureModule, LocalizedText, WorkflowDefinition } from '../../../engine/generated/config-types';
import { moduleKind } from '../../../engine/modules/module-kinds';
import { subjectCollection, type ResolvedCollection, type SubjectKind } from '../../../engine/modules/record-collections';
import type { OfficeContext } from '../../context/office-context';
import { readableCollections } from '../records/record-access';
import { maySeeSubjectWorkflow } from '../records/record-permissions';
import type { ModuleScope } from './running-records.queries';

/** Where a run of the overview opens: a record's own page, or its subject's client page. */
export type RunPage = { kind: 'record'; route: string } | { kind: 'client'; route: string } | { kind: 'document-client'; route: string };

/** A workflow the overview lists the runs of: which rows, the workflow, its name on screen, and where a run opens. */
export interface RunningSource {
  scope: ModuleScope;
  workflow: WorkflowDefinition;
  name: LocalizedText;
  page: RunPage;
}

function scopeOf(collection: ResolvedCollection, workflow: WorkflowDefinition): ModuleScope {
  const finalStages = workflow.stages.filter((stage) => stage.final === true || !stage.transitions?.length).map((stage) => stage.id);
  const slaHours = Object.fromEntries(workflow.stages.flatMap((stage) => (stage.sla === undefined || stage.sla.clock === 'working' ? [] : [[stage.id, stage.sla.hours]])));
  const workingSlaStages = workflow.stages.filter((stage) => stage.sla?.clock === 'working').map((stage) => stage.id);
  return { module: collection.ownerId, finalStages, slaHours, ...(workingSlaStages.length ? { workingSlaStages } : {}) };
}

const isOff = (ctx: OfficeContext, module: FeatureModule | undefined) => module?.feature !== undefined && !ctx.office.enabledFeatures.includes(module.feature);
const moduleOfKind = (ctx: OfficeContext, kind: string) => ctx.office.features.modules.find((module) => moduleKind(module) === kind);

// A client's or a document's runs, where the office runs that workflow, its module is on and the caller's roles
// may see the workflow (the rule of the client page's panel). Both open on the client's page.
function subjectSource(ctx: OfficeContext, kind: SubjectKind): RunningSource[] {
  const collection = subjectCollection(ctx.office, kind);
  const workflow = collection?.workflow;
  if (!collection || !workflow || !maySeeSubjectWorkflow(ctx, collection)) return [];
  const clients = moduleOfKind(ctx, 'clients');
  if (isOff(ctx, clients) || (kind === 'document' && isOff(ctx, moduleOfKind(ctx, 'documents')))) return [];
  const route = clients?.route ?? '/clients';
  return [{ scope: scopeOf(collection, workflow), workflow, name: workflow.name, page: kind === 'client' ? { kind: 'client', route } : { kind: 'document-client', route } }];
}

/**
 * Every workflow whose runs the caller may see in the overview: each module of records with a workflow (the
 * records' own rules), and the office's client and document workflows.
 */
export function runningSources(ctx: OfficeContext): RunningSource[] {
  const own = readableCollections(ctx).flatMap(({ collection, holder }) =>
    collection.workflow ? [{ scope: scopeOf(collection, collection.workflow), workflow: collection.workflow, name: holder.name, page: { kind: 'record', route: holder.route } as const }] : [],
  );
  return [...own, ...subjectSource(ctx, 'client'), ...subjectSource(ctx, 'document')];
}
