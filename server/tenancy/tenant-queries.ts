import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { withContext } from '../db/context';
import type { Database } from '../db/schema';
import type { Membership, PublicTenant } from '../http/request-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a UUID (a tenant id) rather than a slug. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A row of user_memberships() (migration 017). */
export interface MembershipRow {
  tenant_id: string;
  slug: string;
  name: string;
  office_type: string;
  role: Membership['role'];
  professional_role: string | null;
  overrides: Record<string, unknown> | null;
}

/** A membership as the app holds it, from its row. */
export function membershipOf(row: MembershipRow): Membership {
  return { tenantId: row.tenant_id, slug: row.slug, name: row.name, officeType: row.office_type, role: row.role, professionalRole: row.professional_role, overrides: row.overrides ?? {} };
}

/** The tenants a user belongs to, with their roles (past row-level security, for that user only). */
export async function userMemberships(db: Kysely<Database>, userId: string): Promise<Membership[]> {
  return withContext(db, { userId }, async (trx) => {
    const { rows } = await sql<MembershipRow>`select * from user_memberships(${userId}::uuid)`.execute(trx);
    return rows.map(membershipOf);
  });
}

/** A tenant by slug or id, as the public registry shows it. */
export async function findPublicTenant(db: Kysely<Database>, slugOrId: string): Promise<PublicTenant | undefined> {
  const row = await withContext(db, {}, (trx) =>
    trx
      .selectFrom('tenants')
      .select(['id', 'slug', 'name', 'office_type', 'overrides'])
      .where(isUuid(slugOrId) ? 'id' : 'slug', '=', slugOrId.toLowerCase())
      .executeTakeFirst(),
  );
  return row ? { id: row.id, slug: row.slug, name: row.name, officeType: row.office_type, overrides: row.overrides } : undefined;
}
