import { sql } from 'kysely';
import type { Origin } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';

/** What one entry of a workflow's trail records. */
export interface SigningTrailEntry {
  /** What happened, lower case (submitted, link_sent, viewed, signed…: signing.schemas.ts's signingEventSchema). */
  event: string;
  participantId?: string | null;
  /** The member who did it, for the sender's actions. */
  actorUserId?: string | null;
  origin?: Origin | null;
  detail?: Record<string, unknown>;
}

/** An entry of the trail as the office and the certificate read it, with the names of its participant and its member. */
export interface SigningTrailRow {
  seq: number;
  event: string;
  occurredAt: string;
  participantId: string | null;
  participantName: string | null;
  actorName: string | null;
  ip: string | null;
  userAgent: string | null;
  detail: Record<string, unknown>;
}

/** Adds an entry to a workflow's trail (only ever added to), in the caller's transaction. */
export async function recordSigningEvent(trx: ScopedTransaction, workflowId: string, entry: SigningTrailEntry): Promise<void> {
  const tenant = trx.selectFrom('signing_workflows').select('tenant_id').where('id', '=', workflowId);
  await trx
    .insertInto('signing_events')
    .values({
      tenant_id: tenant,
      workflow_id: workflowId,
      event: entry.event,
      participant_id: entry.participantId ?? null,
      actor_user_id: entry.actorUserId ?? null,
      ip: entry.origin?.ip ?? null,
      user_agent: entry.origin?.userAgent?.slice(0, 500) ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}

const userName = sql<string | null>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`;

/** A workflow's trail, oldest first, with its participants' and members' names. */
export async function readSigningTrail(trx: ScopedTransaction, workflowId: string): Promise<SigningTrailRow[]> {
  const rows = await trx
    .selectFrom('signing_events as e')
    .leftJoin('signing_participants as p', (join) => join.onRef('p.id', '=', 'e.participant_id').onRef('p.tenant_id', '=', 'e.tenant_id'))
    .leftJoin('users as u', 'u.id', 'e.actor_user_id')
    .select(['e.seq', 'e.event', 'e.occurred_at', 'e.participant_id', 'p.name as participant_name', userName.as('actor_name'), 'e.ip', 'e.user_agent', 'e.detail'])
    .where('e.workflow_id', '=', workflowId)
    .orderBy('e.seq')
    .execute();
  return rows.map((row) => ({
    seq: Number(row.seq),
    event: row.event,
    occurredAt: new Date(row.occurred_at).toISOString(),
    participantId: row.participant_id,
    participantName: row.participant_name,
    actorName: row.actor_name,
    ip: row.ip,
    userAgent: row.user_agent,
    detail: (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<string, unknown>,
  }));
}
