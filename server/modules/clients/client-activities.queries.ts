import type { Selectable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { ClientActivitiesTable, ClientCommunicationsTable } from '../../db/schema';

/** An activity as the queries read it. */
export type ActivityRecord = Omit<Selectable<ClientActivitiesTable>, 'tenant_id' | 'client_id'>;

/** A communication as the queries read it. */
export type CommunicationRecord = Omit<Selectable<ClientCommunicationsTable>, 'tenant_id' | 'client_id'>;

/** A page of rows and how many there are in all. */
export interface PageOf<Row> {
  rows: Row[];
  total: number;
}

/** A page of a client's activity, newest first. */
export async function activitiesOf(trx: ScopedTransaction, clientId: string, limit: number, offset: number): Promise<PageOf<ActivityRecord>> {
  const base = trx.selectFrom('client_activities').where('client_id', '=', clientId);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'type', 'description', 'metadata', 'performed_by', 'occurred_at'])
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: Number(total) };
}

/** One activity of a client. */
export async function readActivity(trx: ScopedTransaction, activityId: string): Promise<ActivityRecord> {
  return trx.selectFrom('client_activities').select(['id', 'type', 'description', 'metadata', 'performed_by', 'occurred_at']).where('id', '=', activityId).executeTakeFirstOrThrow();
}

const COMMUNICATION_COLUMNS = ['id', 'type', 'notes', 'attachments', 'created_by', 'created_at'] as const;

/** A page of a client's communications, newest first. */
export async function communicationsOf(trx: ScopedTransaction, clientId: string, limit: number, offset: number): Promise<PageOf<CommunicationRecord>> {
  const base = trx.selectFrom('client_communications').where('client_id', '=', clientId);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.select(COMMUNICATION_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return { rows, total: Number(total) };
}

/** Logs a communication with a client. */
export async function insertCommunication(
  trx: ScopedTransaction,
  tenantId: string,
  clientId: string,
  userId: string | null,
  values: { type: CommunicationRecord['type']; notes: string; attachments: string[] },
): Promise<CommunicationRecord> {
  return trx
    .insertInto('client_communications')
    .values({ tenant_id: tenantId, client_id: clientId, created_by: userId, type: values.type, notes: values.notes, attachments: JSON.stringify(values.attachments) })
    .returning(COMMUNICATION_COLUMNS)
    .executeTakeFirstOrThrow();
}
