import { describe, expect, it } from 'vitest';
import { databaseAtMigration } from '../../testing/migration-databases';
import { testDatabaseKinds } from '../../testing/test-databases';

const NOTE_ID = '00000000-0000-4000-8000-00000000000a';
const GONE_NOTE_ID = '00000000-0000-4000-8000-00000000000b';

// Entries as the server and the demo seeding wrote them before migration 016: words in description.
const OLD_ENTRIES = [
  { type: 'note_added', description: 'Note added: Called about the renewal', metadata: { noteId: GONE_NOTE_ID, noteType: 'call' } },
  { type: 'note_added', description: 'נוספה הערה', metadata: { noteId: NOTE_ID, noteType: 'general' } },
  { type: 'updated', description: 'Note deleted: Send the policy', metadata: { noteId: GONE_NOTE_ID, deleted: true } },
  { type: 'follow_up_set', description: 'Follow-up set for 2026-11-29T08:00:00.000Z', metadata: { followUpDate: '2026-11-29T08:00:00.000Z', notes: null } },
  { type: 'follow_up_set', description: 'Follow-up set for 2026-12-01T09:30:00.000Z', metadata: {} },
  { type: 'document_added', description: 'Document added: contract.pdf', metadata: { documentId: NOTE_ID } },
  { type: 'created', description: 'Created Dana Levi as a copy of Dan Levi', metadata: { kind: 'client', duplicatedFrom: NOTE_ID } },
  { type: 'contacted', description: 'Contacted by whatsapp', metadata: {} },
  { type: 'status_changed', description: 'Lead status changed from new to contacted', metadata: { field: 'leadStatus', from: 'new', to: 'contacted' } },
  { type: 'deal_update', description: 'Deal “Home policy” created (12500 ILS, qualified)', metadata: { opportunityId: NOTE_ID, title: 'Home policy', dealValue: 12500, event: 'opportunity.create' } },
  { type: 'deal_update', description: 'Agreed on the price by phone', metadata: { dealValue: 9000 } },
  { type: 'meeting', description: 'Coffee at the office', metadata: { duration: 45 } },
] as const;

describe.each(testDatabaseKinds())('migration 016 (activity as data) on $kind', (kind) => {
  it('moves what the old words held into metadata and keeps only the words users wrote themselves', async () => {
    const database = await databaseAtMigration(kind.kind, 15);
    try {
      const db = database.handle.db;
      const tenant = await db.insertInto('tenants').values({ slug: 'old-office', name: 'Old office', office_type: 'legal' }).returning('id').executeTakeFirstOrThrow();
      const client = await db.insertInto('clients').values({ tenant_id: tenant.id, first_name: 'Dana', last_name: 'Levi' } as never).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('client_notes').values({ tenant_id: tenant.id, id: NOTE_ID, client_id: client.id, content: `פגישה ראשונה במשרד ${'א'.repeat(90)}` }).execute();
      const base = Date.UTC(2025, 0, 1);
      await db
        .insertInto('client_activities')
        .values(OLD_ENTRIES.map((entry, index) => ({ tenant_id: tenant.id, client_id: client.id, type: entry.type, description: entry.description, metadata: JSON.stringify(entry.metadata), occurred_at: new Date(base + index * 60_000) })))
        .execute();

      await database.migrateTo(16);
      const rows = await db.selectFrom('client_activities').select(['type', 'description', 'metadata']).orderBy('occurred_at').execute();
      expect(rows.map((row) => [row.type, row.description, row.metadata])).toEqual([
        ['note_added', '', { noteId: GONE_NOTE_ID, noteType: 'call', noteExcerpt: 'Called about the renewal' }],
        ['note_added', '', { noteId: NOTE_ID, noteType: 'general', noteExcerpt: `פגישה ראשונה במשרד ${'א'.repeat(61)}…` }],
        ['updated', '', { noteId: GONE_NOTE_ID, deleted: true, noteExcerpt: 'Send the policy' }],
        ['follow_up_set', '', { followUpDate: '2026-11-29T08:00:00.000Z', notes: null }],
        ['follow_up_set', '', { followUpDate: '2026-12-01T09:30:00.000Z' }],
        ['document_added', '', { documentId: NOTE_ID, fileName: 'contract.pdf' }],
        ['created', '', { kind: 'client', duplicatedFrom: NOTE_ID, duplicatedFromName: 'Dan Levi' }],
        ['contacted', '', { channel: 'whatsapp' }],
        ['status_changed', '', { field: 'leadStatus', from: 'new', to: 'contacted' }],
        ['deal_update', '', { opportunityId: NOTE_ID, title: 'Home policy', dealValue: 12500, event: 'opportunity.create', stage: 'qualified' }],
        // A user's own words stay.
        ['deal_update', 'Agreed on the price by phone', { dealValue: 9000 }],
        ['meeting', 'Coffee at the office', { duration: 45 }],
      ]);
    } finally {
      await database.dispose();
    }
  }, 60_000);
});
