import { withContext } from '../../db/context';
import type { TestApp } from '../../testing/test-app';
import type { ConformanceObject, ConformanceOwner } from '../../testing/conformance-objects';

// The suites' asking office is the insurance agency: its appointments are a calendar module it has, so a call naming
// another office's appointment under it meets the appointment check (404), not the module check.
const MODULE = 'appointments';

/**
 * The calendar's object factory for the conformance suites: `appointment`, an appointment of the owner's office a
 * week ahead with one of its members, intact while its row is as it was. Written straight into the office.
 */
export const appointmentObjectFactories = {
  appointment: {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const db = t.database.db;
      const tenantId = (await db.selectFrom('tenants').select('id').where('slug', '=', owner.slug).executeTakeFirstOrThrow()).id;
      const member = await db.selectFrom('memberships').select('user_id').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
      const id = await withContext(db, { tenantId }, async (trx) => {
        // After the member's last appointment: a random day could meet an earlier one, and the calendar refuses overlaps.
        const last = await trx.selectFrom('appointments').select((eb) => eb.fn.max('blocked_until').as('until')).where('professional_id', '=', member.user_id).executeTakeFirst();
        const weekAhead = Date.now() + 7 * 86_400_000;
        const startsAt = new Date(Math.max(weekAhead, last?.until ? new Date(last.until).getTime() + 60 * 60_000 : 0));
        const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
        return (await trx
          .insertInto('appointments')
          .values({ tenant_id: tenantId, module: MODULE, professional_id: member.user_id, starts_at: startsAt, ends_at: endsAt, blocked_until: endsAt, data: JSON.stringify({ notes: 'isolated' }) })
          .returning('id')
          .executeTakeFirstOrThrow()).id;
      });
      const read = () => withContext(db, { tenantId }, async (trx) => {
        const row = await trx.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
        return row ? JSON.stringify(row) : undefined;
      });
      const snapshot = await read();
      return {
        id,
        params: { module: MODULE },
        async check() {
          const now = await read();
          if (now === undefined) return { isIntact: false, why: 'it is gone' };
          return now === snapshot ? { isIntact: true } : { isIntact: false, why: 'it changed' };
        },
      };
    },
  },
};
