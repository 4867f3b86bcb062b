import { sql, type RawBuilder } from 'kysely';
import { ownCollections, subjectCollection } from '../../../engine/modules/record-collections';
import { actorUserId, type OfficeContext } from '../../context/office-context';
import { readableCollections } from '../records/record-access';
import { maySeeSubjectWorkflow } from '../records/record-permissions';
import { heldRoles, overseesTasks } from '../tasks/task-access';

// A list as one parameter (an empty one matches nothing).
const textArray = (values: readonly string[]) => sql`${[...values]}::text[]`;

/** The modules of the office a caller may not see deadlines of: a module whose feature is off, or records their roles may not see. */
export function hiddenModules(ctx: OfficeContext): string[] {
  const isOff = (feature: string | undefined) => feature !== undefined && !ctx.office.enabledFeatures.includes(feature);
  const off = ctx.office.features.modules.filter((module) => isOff(module.feature)).map((module) => module.id);
  const readable = new Set(readableCollections(ctx).map(({ collection }) => collection.moduleId));
  const unreadable = ownCollections(ctx.office).map((collection) => collection.moduleId).filter((id) => !readable.has(id));
  return [...new Set([...off, ...unreadable])];
}

// The collections of the clients' and documents' workflow runs whose runs the caller may see (the client page's rule).
function subjectModules(ctx: OfficeContext): string[] {
  return (['client', 'document'] as const).flatMap((subject) => {
    const collection = subjectCollection(ctx.office, subject);
    return collection && maySeeSubjectWorkflow(ctx, collection) ? [collection.ownerId] : [];
  });
}

/**
 * Which deadlines of the `deadlines` relation the caller sees, as the areas they come from decide it: a stage's
 * due time of a records module whose records they may see (records/record-access), a task by the tasks' own rule
 * (theirs or their roles' queue; every one for who oversees the office's tasks), and not of a module that is off
 * or hidden from them; every client's follow-up, as every member reads the clients.
 */
export function visibleDeadlines(ctx: OfficeContext): RawBuilder<boolean> {
  const readable = [...readableCollections(ctx).map(({ collection }) => collection.moduleId), ...subjectModules(ctx)];
  const hidden = hiddenModules(ctx);
  const userId = actorUserId(ctx.actor);
  const roles = heldRoles(ctx);
  const stage = sql<boolean>`(kind = 'stage' and module = any(${textArray(readable)}))`;
  const mine = userId === null ? sql<boolean>`false` : sql<boolean>`assigned_user = ${userId}`;
  const roleQueue = sql<boolean>`(assigned_user is null and assigned_role = any(${textArray(roles)}))`;
  const taskScope = overseesTasks(ctx) ? sql<boolean>`true` : sql<boolean>`(${mine} or ${roleQueue})`;
  const task = sql<boolean>`(kind = 'task' and ${taskScope} and (module is null or not (module = any(${textArray(hidden)}))))`;
  return sql<boolean>`(${stage} or ${task} or kind = 'follow-up')`;
}

/** Whose deadlines a list names: the caller's (theirs, or their roles' queue), a member's, or everyone's it may see. */
export function assigneeCondition(ctx: OfficeContext, assignee: string): RawBuilder<boolean> {
  if (assignee === 'all') return sql<boolean>`true`;
  if (assignee !== 'me') return sql<boolean>`assigned_user = ${assignee}::uuid`;
  const userId = actorUserId(ctx.actor);
  const mine = userId === null ? sql<boolean>`false` : sql<boolean>`assigned_user = ${userId}`;
  return sql<boolean>`(${mine} or (kind = 'task' and assigned_user is null and assigned_role = any(${textArray(heldRoles(ctx))})))`;
}
