import { effectivePermissions, hasPermission } from '../../../engine/roles';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import { rolesAdmit } from '../../../engine/workflows/workflow-roles';
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
  // Only the roles decide who a workflow's role list admits.
  const admits = (allowed: readonly string[]) => rolesAdmit(allowed, { id: 'caller', roles });
  if (action === 'view') return !workflow || admits(workflow.view);
  if (roles.includes('viewer') || !permits(`${holder.id}.${action}`)) return false;
  return !workflow || admits(workflow.edit);
}

/**
 * Whether the caller's roles may see a client's or a document's workflow run (its workflow's view roles): the rule
 * of the client page's panel and of the workflows overview alike.
 */
export function maySeeSubjectWorkflow(ctx: OfficeContext, collection: ResolvedCollection): boolean {
  const view = collection.workflow?.permissions.view;
  return view !== undefined && rolesAdmit(view, { id: 'caller', roles: rolesOf(ctx.actor) });
}
