import type { WorkflowDefinition } from '../../../engine/generated/config-types';
import type { WorkflowActor } from '../../../engine/workflows/workflow-roles';
import type { OfficeContext } from '../../context/office-context';
import { rolesOf } from '../records/record-permissions';

// Every role a workflow names anywhere: the system's own work (a job, the demo seeder) may do what any of them may.
function rolesNamedBy(definition: WorkflowDefinition): string[] {
  const { view, edit, leave, enter, approve } = definition.permissions;
  const byStage = [...Object.values(leave ?? {}), ...Object.values(enter ?? {})].flat();
  const approvers = definition.stages.flatMap((stage) => (stage.transitions ?? []).flatMap((transition) => transition.approverRoles ?? []));
  return [...new Set(['admin', ...view, ...edit, ...byStage, ...(approve ?? []), ...approvers])].filter((role) => role !== '*' && role !== 'team');
}

/**
 * Who acts on a workflow, as the engine sees them: a member holds their membership role and their professional role
 * (memberships.role, memberships.professional_role); the system holds every role the workflow names; anyone else none.
 */
export function workflowActorOf(ctx: OfficeContext, definition: WorkflowDefinition): WorkflowActor {
  const { actor } = ctx;
  if (actor.kind === 'system') return { id: `system:${actor.name}`, roles: rolesNamedBy(definition) };
  return { id: actor.kind === 'anonymous' ? 'anonymous' : actor.userId, roles: rolesOf(actor) };
}
