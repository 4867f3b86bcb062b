import type { NotifyUserEffect } from '../../../engine/workflows/workflow-effects';
import type { EffectScope } from './effect-scope';
import { notifyUsers } from './notify-users';
import { activeMembersWithRole } from './workflow-runtime.queries';
import { runtimeText } from './workflow-runtime.messages';
import { stageName } from '../../../engine/workflows/transition-messages';

/** notify_user: a notification with the action's message to every active member holding the role. */
export async function notifyRole(scope: EffectScope, effect: NotifyUserEffect): Promise<Record<string, unknown>> {
  const members = await activeMembersWithRole(scope.trx, effect.role);
  const title = runtimeText('MAIL_SUBJECT', scope.ctx, scope.collection, { title: scope.record.title ?? scope.record.number, stage: stageName(scope.definition, scope.record.stage ?? '') });
  await notifyUsers(scope, members.map((member) => member.userId), { kind: 'workflow', message: effect.message, title });
  return { outcome: members.length > 0 ? 'notified' : 'no-recipients', role: effect.role, notified: members.length };
}
