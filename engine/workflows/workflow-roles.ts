import type { WorkflowDefinition, WorkflowTransition } from '../generated/config-types';

/** The user acting on a workflow: their id and every role they hold. */
export interface WorkflowActor {
  id: string;
  roles: readonly string[];
}

/** Whether a role list admits an actor: * admits everyone, team every member (anyone holding a role), otherwise a named role. */
export function rolesAdmit(allowed: readonly string[], actor: WorkflowActor): boolean {
  if (allowed.includes('*')) return true;
  if (allowed.includes('team') && actor.roles.length > 0) return true;
  return actor.roles.some((role) => allowed.includes(role));
}

/** Whether a permission list keyed by stage admits an actor; a stage the list does not name is open to all. */
export function stageAdmits(byStage: Readonly<Record<string, string[]>> | undefined, stageId: string, actor: WorkflowActor): boolean {
  const allowed = byStage?.[stageId];
  return allowed === undefined || rolesAdmit(allowed, actor);
}

/** Who may approve a transition: its own approverRoles, else the workflow's approvers, else admin. */
export function approversOf(definition: WorkflowDefinition, transition: WorkflowTransition): readonly string[] {
  return transition.approverRoles ?? definition.permissions.approve ?? ['admin'];
}
