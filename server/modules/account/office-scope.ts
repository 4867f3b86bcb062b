import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';

/** Moves a transaction to another office (null: none) for the statements that follow; only for offices the user belongs to. */
export async function actInOffice(trx: ScopedTransaction, tenantId: string | null): Promise<void> {
  await sql`select set_config('app.tenant_id', ${tenantId ?? ''}, true)`.execute(trx);
}

/** A membership of the current user, active or not, with its office (own_memberships()). */
export interface OwnMembership {
  tenant_id: string;
  slug: string;
  name: string;
  office_type: string;
  role: 'admin' | 'manager' | 'user' | 'viewer';
  professional_role: string | null;
  is_active: boolean;
  created_at: Date;
}

/** Every membership of the transaction's user, active or not; never another user's. */
export async function ownMemberships(trx: ScopedTransaction): Promise<OwnMembership[]> {
  return (await sql<OwnMembership>`select * from own_memberships()`.execute(trx)).rows;
}
