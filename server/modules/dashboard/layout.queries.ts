import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { LayoutItem } from './dashboard-layout';

/** A stored layout: its row id, its items and when it last changed. */
export interface StoredLayout {
  id: string;
  items: LayoutItem[];
  updatedAt: Date;
}

/** Whose layout: a member's own (their user id) or the office's default (null). */
export type LayoutOwner = string | null;

const toStored = (row: { id: string; items: LayoutItem[]; updated_at: Date | string }): StoredLayout => ({ id: row.id, items: row.items, updatedAt: new Date(row.updated_at) });

/** The office's default layout and the user's own, where stored (row-level security shows no other member's). */
export async function readLayouts(trx: ScopedTransaction, userId: string): Promise<{ office: StoredLayout | null; user: StoredLayout | null }> {
  const rows = await trx
    .selectFrom('dashboard_layouts')
    .select(['id', 'user_id', 'items', 'updated_at'])
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
    .execute();
  const office = rows.find((row) => row.user_id === null);
  const user = rows.find((row) => row.user_id === userId);
  return { office: office ? toStored(office) : null, user: user ? toStored(user) : null };
}

/** The stored layout of an owner, locked until the transaction ends, so that changes to it take turns. */
export async function lockLayout(trx: ScopedTransaction, owner: LayoutOwner): Promise<StoredLayout | null> {
  const row = await trx
    .selectFrom('dashboard_layouts')
    .select(['id', 'items', 'updated_at'])
    .where((eb) => (owner === null ? eb('user_id', 'is', null) : eb('user_id', '=', owner)))
    .forUpdate()
    .executeTakeFirst();
  return row ? toStored(row) : null;
}

/** Stores an owner's layout, replacing the one stored. */
export async function writeLayout(trx: ScopedTransaction, tenantId: string, owner: LayoutOwner, items: readonly LayoutItem[], by: string): Promise<StoredLayout> {
  const json = JSON.stringify(items);
  const row = await trx
    .insertInto('dashboard_layouts')
    .values({ tenant_id: tenantId, user_id: owner, items: json, updated_by: by })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'user_id']).doUpdateSet({ items: json, updated_by: by, updated_at: sql<Date>`now()` }))
    .returning(['id', 'items', 'updated_at'])
    .executeTakeFirstOrThrow();
  return toStored(row);
}

/** Removes an owner's stored layout; answers what was removed, if anything. */
export async function removeLayout(trx: ScopedTransaction, owner: LayoutOwner): Promise<StoredLayout | null> {
  const row = await trx
    .deleteFrom('dashboard_layouts')
    .where((eb) => (owner === null ? eb('user_id', 'is', null) : eb('user_id', '=', owner)))
    .returning(['id', 'items', 'updated_at'])
    .executeTakeFirst();
  return row ? toStored(row) : null;
}
