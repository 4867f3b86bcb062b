import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { activityTypesOf, auditOf, clientsApi, HEBREW, insertClients, signInViewer, tenantIdOf } from './clients.test-support';

const DAY = 86_400_000;
const CHILDREN = ['client_notes', 'client_activities', 'documents', 'client_communications', 'opportunities', 'records'] as const;

describe.each(testDatabaseKinds())('client merge on $kind', (kind) => {
  let t: TestApp;
  let legalId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    legalId = await tenantIdOf(t, 'legal');
  });
  afterAll(async () => t?.close());

  const api = async () => clientsApi(await t.signIn('admin@legal.example.com'));
  const inLegal = <T>(work: Parameters<typeof withContext<T>>[2]) => withContext(t.database.db, { tenantId: legalId }, work);

  // Three clients of the legal office, the merged two with rows of every kind; the ids of the rows written here.
  async function threeClients() {
    const calls = await api();
    const create = async (body: Record<string, unknown>) => (await calls.post('', body)).json().data as { id: string };
    const survivor = await create({ firstName: 'Sara', lastName: 'Cohen', phone: '050-111-1111', address: { city: 'Haifa' }, management: { tags: ['vip'] } });
    const first = await create({ firstName: 'Sarah', lastName: 'Cohen', email: `sarah.${Date.now()}@example.com`, phone: '050-222-2222', address: { city: 'Eilat', street: 'Palm 1' }, source: 'web', management: { tags: ['renewal', 'vip'] } });
    const second = await create({ firstName: 'Sari', lastName: 'Cohen', idNumber: '123456782', management: { tags: ['claim'] } });
    const soon = new Date(Date.now() + 3 * DAY);
    const rows = await inLegal(async (trx) => {
      const row = { tenant_id: legalId };
      const notes = await trx.insertInto('client_notes').values([{ ...row, client_id: first.id, content: 'Called' }, { ...row, client_id: first.id, content: 'Wrote' }, { ...row, client_id: second.id, content: 'Met' }]).returning('id').execute();
      const activities = await trx.insertInto('client_activities').values([{ ...row, client_id: second.id, type: 'phone', description: 'A call' }]).returning('id').execute();
      await trx.insertInto('documents').values({ ...row, client_id: second.id, name: 'id.pdf', file_name: 'id.pdf', content_type: 'application/pdf', size_bytes: 10, storage_key: 'merge/id.pdf' }).execute();
      await trx.insertInto('client_communications').values({ ...row, client_id: first.id, type: 'phone', notes: 'Asked for a quote' }).execute();
      await trx.insertInto('opportunities').values({ ...row, client_id: first.id, title: 'Renewal', value: '1000' }).execute();
      // A matter of the office's own module: it moves with the client rather than blocking the merge.
      await trx.insertInto('records').values({ ...row, client_id: second.id, module: 'matters', entity: 'matter', data: JSON.stringify({ title: 'Cohen v. Levi' }) }).execute();
      await trx.updateTable('clients').set({ next_follow_up_date: soon, last_contact_date: new Date(Date.now() - DAY) }).where('id', '=', second.id).execute();
      return { notes: notes.map((note) => note.id), activities: activities.map((activity) => activity.id) };
    });
    return { calls, survivor, first, second, soon, rows, body: { survivorId: survivor.id, mergedIds: [first.id, second.id] } };
  }

  // Every client of the office and every row belonging to one, to tell that nothing changed.
  const snapshot = () =>
    inLegal(async (trx) => ({
      clients: await trx.selectFrom('clients').selectAll().orderBy('id').execute(),
      children: await Promise.all(CHILDREN.map((table) => trx.selectFrom(table).select(['id', 'client_id']).orderBy('id').execute())),
    }));

  it('previews the merge: what moves, where values differ, the survivor as it would be, and changes nothing', async () => {
    const { calls, survivor, first, soon, body } = await threeClients();
    const before = await snapshot();
    const answer = await calls.post('/merge/preview', body);
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    // Each merged client's own 'created' activity moves too.
    expect(data.moves).toEqual({ notes: 3, activities: 3, documents: 1, communications: 1, opportunities: 1, records: 1 });
    expect(data.conflicts).toEqual(
      expect.arrayContaining([
        { field: 'firstName', survivor: 'Sara', others: ['Sarah', 'Sari'] },
        { field: 'phone', survivor: '0501111111', others: ['0502222222'] },
        { field: 'address.city', survivor: 'Haifa', others: ['Eilat'] },
      ]),
    );
    expect(data.conflicts.map((conflict: { field: string }) => conflict.field)).not.toContain('email');
    expect(data.survivor).toMatchObject({
      id: survivor.id,
      firstName: 'Sara',
      email: (await calls.get(`/${first.id}`)).json().data.email,
      idNumber: '123456782',
      source: 'web',
      phone: '0501111111',
      address: { city: 'Haifa', street: 'Palm 1' },
      management: { tags: ['vip', 'renewal', 'claim'] },
      nextFollowUpDate: soon.toISOString(),
      notesCount: 3,
      documentsCount: 1,
      activitiesCount: 4,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('merges: rows move, tags unite, empty fields fill, the merged are deleted and recoverable from the audit log', async () => {
    const { calls, survivor, first, second, rows, body } = await threeClients();
    const firstEmail = (await calls.get(`/${first.id}`)).json().data.email;
    const totalBefore = (await calls.get()).json().pagination.total;
    const merged = await calls.post('/merge', body);
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ success: true, message: 'Clients merged', messages: { he: expect.stringMatching(HEBREW), es: expect.any(String) }, data: { mergedIds: [first.id, second.id] } });
    expect(merged.json().data.survivor).toMatchObject({ id: survivor.id, email: firstEmail, idNumber: '123456782', phone: '0501111111', address: { city: 'Haifa', street: 'Palm 1' }, management: { tags: ['vip', 'renewal', 'claim'] }, notesCount: 3, documentsCount: 1 });

    const owners = await inLegal((trx) => Promise.all(CHILDREN.map((table) => trx.selectFrom(table).select('client_id').where('client_id', 'in', [survivor.id, first.id, second.id]).execute())));
    const [notes, activities, documents, communications, opportunities, records] = owners.map((list) => list.map((row) => row.client_id));
    expect(notes).toEqual([survivor.id, survivor.id, survivor.id]);
    expect(documents).toEqual([survivor.id]);
    expect(communications).toEqual([survivor.id]);
    expect(opportunities).toEqual([survivor.id]);
    expect(records).toEqual([survivor.id]);
    expect(new Set(activities)).toEqual(new Set([survivor.id]));
    expect(await activityTypesOf(t, survivor.id)).toContain('merged');

    expect((await calls.get(`/${first.id}`)).statusCode).toBe(404);
    expect((await calls.get(`/${second.id}`)).statusCode).toBe(404);
    expect((await calls.get()).json().pagination.total).toBe(totalBefore - 2);

    const firstAudit = (await auditOf(t, first.id)).at(-1);
    expect(firstAudit).toMatchObject({ event_type: 'client.merge', after: { mergedInto: survivor.id } });
    expect(firstAudit!.before).toMatchObject({ id: first.id, first_name: 'Sarah', email: firstEmail, phone: '0502222222', source: 'web', tags: ['renewal', 'vip'], address: { city: 'Eilat', street: 'Palm 1' } });
    expect((firstAudit!.before as { movedRows: { notes: string[] } }).movedRows.notes.sort()).toEqual(rows.notes.slice(0, 2).sort());
    const secondAudit = (await auditOf(t, second.id)).at(-1);
    expect(secondAudit!.before).toMatchObject({ id: second.id, id_number: '123456782', movedRows: { notes: [rows.notes[2]], documents: [expect.any(String)] } });
    expect((secondAudit!.before as { movedRows: { activities: string[] } }).movedRows.activities).toContain(rows.activities[0]);
    const survivorAudit = (await auditOf(t, survivor.id)).at(-1);
    expect(survivorAudit).toMatchObject({ event_type: 'client.merge', before: { email: null, tags: ['vip'] }, after: { email: firstEmail, mergedIds: [first.id, second.id] } });
  });

  it("answers 404 for another office's client and changes nothing", async () => {
    const { calls, survivor } = await threeClients();
    const [foreign] = await insertClients(t, 'insurance', [{ first_name: 'Other', last_name: 'Office' }]);
    const before = await snapshot();
    for (const path of ['/merge/preview', '/merge']) {
      const answer = await calls.post(path, { survivorId: survivor.id, mergedIds: [foreign!] });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('CLIENT_NOT_FOUND');
    }
    expect((await calls.post('/merge', { survivorId: foreign!, mergedIds: [survivor.id] })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    const insuranceId = await tenantIdOf(t, 'insurance');
    expect(await withContext(t.database.db, { tenantId: insuranceId }, (trx) => trx.selectFrom('clients').select('id').where('id', '=', foreign!).execute())).toHaveLength(1);
  });

  it('refuses a viewer with 403 and changes nothing', async () => {
    const { body } = await threeClients();
    const viewer = clientsApi(await signInViewer(t, 'legal'));
    const before = await snapshot();
    for (const path of ['/merge/preview', '/merge']) {
      const answer = await viewer.post(path, body);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('CLIENT_READ_ONLY');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a bad body with 400 naming the problem in Hebrew and English', async () => {
    const { calls, survivor, first } = await threeClients();
    const before = await snapshot();
    const ids = Array.from({ length: 11 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    const cases: [unknown, string, string][] = [
      [{ survivorId: 'not-a-uuid', mergedIds: [first.id] }, 'survivorId', 'The client id is not valid'],
      [{ survivorId: survivor.id, mergedIds: ['nope'] }, 'mergedIds.0', 'The client id is not valid'],
      [{ survivorId: survivor.id, mergedIds: [] }, 'mergedIds', 'Choose at least one client to merge'],
      [{ survivorId: survivor.id }, 'mergedIds', 'Choose at least one client to merge'],
      [{ survivorId: survivor.id, mergedIds: ids }, 'mergedIds', 'At most 10 clients can be merged at once'],
      [{ survivorId: survivor.id, mergedIds: [first.id, survivor.id] }, 'mergedIds', 'The surviving client cannot also be among the merged clients'],
      [{ survivorId: survivor.id, mergedIds: [first.id, first.id] }, 'mergedIds', 'The same client is listed more than once'],
    ];
    for (const [body, field, english] of cases) {
      for (const path of ['/merge/preview', '/merge']) {
        const answer = await calls.post(path, body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(answer.json()).toMatchObject({ success: false, code: 'INVALID_MERGE_REQUEST', messages: { he: expect.stringMatching(HEBREW), en: 'Invalid merge request' } });
        expect(answer.json().errors).toContainEqual(expect.objectContaining({ field, message: english, messages: expect.objectContaining({ he: expect.stringMatching(HEBREW), en: english }) }));
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
