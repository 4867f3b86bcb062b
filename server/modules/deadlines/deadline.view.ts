import type { FeatureModule, LocalizedText } from '../../../engine/generated/config-types';
import { moduleKind } from '../../../engine/modules/module-kinds';
import { resolveCollection, subjectCollection } from '../../../engine/modules/record-collections';
import { clientListPath } from '../../../engine/routing/app-routes';
import { pathOnly } from '../../../engine/routing/route-gating';
import { stageName } from '../../../engine/workflows/transition-messages';
import type { OfficeContext } from '../../context/office-context';
import type { DeadlineKind } from './deadline-relation';
import type { DeadlineRow } from './deadlines.queries';

/** The module a deadline comes from, with its route for linking and its name. */
export interface DeadlineModuleView {
  id: string;
  route: string;
  name: LocalizedText | null;
}

/** A deadline as the calls answer it. */
export interface DeadlineView {
  key: string;
  kind: DeadlineKind;
  id: string;
  title: string | null;
  recordNumber: string | null;
  detail: LocalizedText | null;
  taskType: string | null;
  stage: string | null;
  dueAt: string;
  isOverdue: boolean;
  assignee: { userId: string; name: string | null } | null;
  assignedRole: string | null;
  module: DeadlineModuleView | null;
  link: string;
}

const LEADS_PATH = '/leads';

function moduleView(modules: readonly FeatureModule[], id: string | null): DeadlineModuleView | null {
  const module = id ? modules.find((candidate) => candidate.id === id) : undefined;
  return module ? { id: module.id, route: pathOnly(module.route), name: module.name } : null;
}

// The module of a client's follow-up: the office's clients module (medical's /patients) or the leads', else none.
function clientModule(modules: readonly FeatureModule[], clientKind: DeadlineRow['client_kind']): DeadlineModuleView {
  const kind = clientKind === 'lead' ? 'leads' : 'clients';
  const module = modules.find((candidate) => moduleKind(candidate) === kind);
  if (module) return { id: module.id, route: pathOnly(module.route), name: module.name };
  return { id: kind, route: kind === 'leads' ? LEADS_PATH : clientListPath(modules), name: null };
}

function detailOf(ctx: OfficeContext, row: DeadlineRow): LocalizedText | null {
  if (row.kind === 'stage' && row.stage && row.module) {
    // A module's records, or a client's or a document's workflow runs (their collection is named by its owner).
    const subjects = [subjectCollection(ctx.office, 'client'), subjectCollection(ctx.office, 'document')];
    const workflow = (resolveCollection(ctx.office, row.module) ?? subjects.find((collection) => collection?.ownerId === row.module))?.workflow;
    return workflow ? stageName(workflow, row.stage) : null;
  }
  if (row.kind === 'task' && row.task_title && typeof row.task_title === 'object') return row.task_title as LocalizedText;
  return null;
}

/** A deadline's answer: its title from its record or client, what is due, the module and the path it opens. */
export function deadlineView(ctx: OfficeContext, row: DeadlineRow, now: Date): DeadlineView {
  const modules = ctx.office.features.modules;
  const module = row.kind === 'follow-up' ? clientModule(modules, row.client_kind) : moduleView(modules, row.module);
  const dueAt = new Date(row.due_at);
  // A run of a client's workflow has no module of records: it opens its client's page.
  const isRecords = modules.some((candidate) => candidate.id === row.module && moduleKind(candidate) === 'records');
  const recordLink = row.record_id && module && isRecords ? `${module.route}/${row.record_id}` : row.client_id ? `${clientListPath(modules)}/${row.client_id}` : null;
  const link = row.kind === 'follow-up' ? `${module?.route ?? '/clients'}/${row.client_id}` : (recordLink ?? '/tasks');
  return {
    key: `${row.kind}:${row.id}`,
    kind: row.kind,
    id: row.id,
    title: row.kind === 'follow-up' ? row.client_name : (row.record_title ?? row.record_number),
    recordNumber: row.record_number,
    detail: detailOf(ctx, row),
    taskType: row.task_type,
    stage: row.stage,
    dueAt: dueAt.toISOString(),
    isOverdue: row.breached_at !== null || dueAt.getTime() < now.getTime(),
    assignee: row.assigned_user ? { userId: row.assigned_user, name: row.assigned_user_name } : null,
    assignedRole: row.assigned_role,
    module,
    link,
  };
}
