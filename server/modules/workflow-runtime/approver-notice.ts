import type { WorkflowDefinition } from '../../../engine/generated/config-types';
import { stageName } from '../../../engine/workflows/transition-messages';
import { approversOf } from '../../../engine/workflows/workflow-roles';
import type { EffectScope } from './effect-scope';
import { notifyUsers } from './notify-users';
import { activeMembersWithRole } from './workflow-runtime.queries';
import { runtimeText } from './workflow-runtime.messages';

/** Notifies every active member who may approve a move that waits (the transition's approvers), the requester aside. */
export async function notifyApprovers(scope: EffectScope, definition: WorkflowDefinition, from: string, to: string, requester: string | null): Promise<number> {
  const transition = definition.stages.find((stage) => stage.id === from)?.transitions?.find((candidate) => candidate.to === to);
  if (!transition) return 0;
  const members = (await Promise.all(approversOf(definition, transition).map((role) => activeMembersWithRole(scope.trx, role)))).flat();
  const users = [...new Set(members.map((member) => member.userId))].filter((user) => user !== requester);
  const message = runtimeText('APPROVAL_ASKED', scope.ctx, scope.collection, { title: scope.record.title ?? scope.record.number, stage: stageName(definition, to) });
  await notifyUsers(scope, users, { kind: 'approval_requested', message, severity: 'warning' });
  return users.length;
}

/** Tells whoever asked for a move that an approver approved it or turned it down (with the reason, when given). */
export async function notifyRequester(scope: EffectScope, definition: WorkflowDefinition, to: string, requester: string, decision: 'approve' | 'reject', reason?: string): Promise<void> {
  const facts = { title: scope.record.title ?? scope.record.number, stage: stageName(definition, to), text: reason ? `: ${reason}` : '' };
  const message = runtimeText(decision === 'approve' ? 'APPROVAL_GIVEN' : 'APPROVAL_DECLINED', scope.ctx, scope.collection, facts);
  await notifyUsers(scope, [requester], { kind: decision === 'approve' ? 'approval_given' : 'approval_declined', message, severity: decision === 'approve' ? 'success' : 'warning' });
}
