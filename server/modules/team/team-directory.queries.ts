import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { MembershipsTable } from '../../db/schema';

/** A member as the directory reads them: who they are and their roles in the office, nothing else. */
export interface DirectoryRow {
  user_id: string;
  name: string;
  role: MembershipsTable['role'];
  professional_role: string | null;
}

/**
 * The office's active members by name, inside the caller's transaction: row-level security keeps it to the
 * office's memberships and the users who are its members.
 */
export async function listDirectory(trx: ScopedTransaction): Promise<DirectoryRow[]> {
  return trx
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('name'), 'm.role', 'm.professional_role'])
    .where('m.is_active', '=', true)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('m.user_id')
    .execute();
}
