import { effectivePermissions, hasPermission } from '../../../engine/roles';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import { rolesAdmit, type WorkflowActor } from '../../../engine/workflows/workflow-roles';
import type { FeatureModule } from '../../../engine/generated/config-types';
import type { Actor, OfficeContext } from '../../context/office-context';

/** What a call does to a module's records, each with its permission (resource.action, spec 3 §6). */
export type RecordAction = 'view' | 'create' | 'edit' | 'delete';

/** The roles the system's own work acts with (a job, a workflow effect, the demo seeder): the office admin's. */
const SYSTEM_ROLES = ['admin'] as const;

/** Every role an actor holds in the office: a member's role and professional role; none for a visitor. */
export function rolesOf(actor: Actor): string[] {
  if (actor.kind === 'member') return actor.professionalRole ? [actor.role, actor.professionalRole] : [actor.role];
  return actor.kind === 'system' ? [...SYSTEM_ROLES] : [];
}

/** The actor as the engine's workflows see it: an id (the user's, else the system's name) and every role. */
export function workflowActorOf(actor: Actor): WorkflowActor {
  const id = actor.kind === 'member' || actor.kind === 'user' ? actor.userId : actor.kind === 'system' ? `system:${actor.name}` : 'anonymous';
  return { id, roles: rolesOf(actor) };
}

/**
 * Whether the actor may do this to the module's records: the module's own permissions to view it (its
 * `requiredPermissions`, as the menu shows it), `<module>.<action>` for a change, and the workflow's view or edit
 * roles where the collection has a workflow (legal matters: edit by attorney, paralegal or admin). A viewer only reads.
 */
export function mayActOnRecords(ctx: OfficeContext, holder: FeatureModule, collection: ResolvedCollection, action: RecordAction): boolean {
  const roles = rolesOf(ctx.actor);
  const granted = effectivePermissions(ctx.office, roles);
  const permits = (permission: string) => hasPermission(granted, permission);
  if (!holder.requiredPermissions.every(permits)) return false;
  const workflow = collection.workflow?.permissions;
  const actor = workflowActorOf(ctx.actor);
  if (action === 'view') return !workflow || rolesAdmit(workflow.view, actor);
  if (roles.includes('viewer') || !permits(`${holder.id}.${action}`)) return false;
  return !workflow || rolesAdmit(workflow.edit, actor);
}
