import type { WorkflowEffect } from '../../../engine/workflows/workflow-effects';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId } from '../../context/office-context';
import { createTask } from './effect-create-task';
import { notifyRole } from './effect-notify-user';
import type { EffectScope } from './effect-scope';
import { sendEmail } from './effect-send-email';
import { updateField } from './effect-update-field';
import { insertRecordEvent } from './workflow-runtime.queries';

type EffectOf<K extends WorkflowEffect['type']> = Extract<WorkflowEffect, { type: K }>;

/** How the server carries out one effect type: it answers the outcome and what it did, for the history. */
type EffectHandler<K extends WorkflowEffect['type']> = (scope: EffectScope, effect: EffectOf<K>) => Promise<Record<string, unknown>>;

/** The server's handler of every effect type the engine's action registry emits, by type. */
export const effectHandlers: { readonly [K in WorkflowEffect['type']]: EffectHandler<K> } = {
  create_task: createTask,
  notify_user: notifyRole,
  update_field: updateField,
  send_email: sendEmail,
};

/**
 * Carries out the effects of a workflow event in the scope's transaction, in order: each writes a history line
 * (kind 'action', detail { type, outcome, … }) and an audit entry.
 */
export async function applyEffects(scope: EffectScope, effects: readonly WorkflowEffect[]): Promise<void> {
  for (const effect of effects) {
    const { type } = effect;
    const handler = effectHandlers[type] as EffectHandler<WorkflowEffect['type']>;
    const detail = { type: effect.type, ...(await handler(scope, effect)) };
    await insertRecordEvent(scope.trx, scope.ctx.tenant.id, {
      record_id: scope.record.id,
      kind: 'action',
      to_stage: scope.record.stage,
      actor_id: actorUserId(scope.ctx.actor),
      actor_name: scope.ctx.actor.kind === 'system' ? scope.ctx.actor.name : null,
      detail: JSON.stringify(detail),
    });
    await writeAudit(scope.trx, auditActorOf(scope.ctx), { eventType: `record.workflow.${type}`, serviceName: 'workflow-runtime', entityType: scope.collection.entity, entityId: scope.record.id, after: detail, success: true });
  }
}
