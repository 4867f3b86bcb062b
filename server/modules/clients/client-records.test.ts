import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { activityTypesOf, auditOf, clientsApi, HEBREW } from './clients.test-support';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('client tags, notes, follow-ups and activity on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const newClient = async (api: ReturnType<typeof clientsApi>, firstName: string, extra: Record<string, unknown> = {}) => (await api.post('', { firstName, lastName: 'Tester', ...extra })).json().data;

  it('adds and removes tags, at most 10, counting each tag over the office', async () => {
    const api = clientsApi(await t.signIn('admin@insurance.example.com'));
    const client = await newClient(api, 'Tagged', { management: { tags: ['vip'] } });
    const other = await newClient(api, 'Other', { management: { tags: ['vip', 'renewal'] } });
    const added = await api.post(`/${client.id}/tags`, { tags: ['claim', ' vip ', 'urgent'] });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.management.tags).toEqual(['vip', 'claim', 'urgent']);
    expect((await api.get('/tags')).json().data).toEqual([{ tag: 'vip', count: 2 }, { tag: 'claim', count: 1 }, { tag: 'renewal', count: 1 }, { tag: 'urgent', count: 1 }]);
    expect((await api.get('/by-tag/vip')).json().data.map((row: { id: string }) => row.id)).toEqual([other.id, client.id]);
    expect((await api.get('/by-tag/nobody')).statusCode).toBe(404);

    const tooMany = await api.post(`/${client.id}/tags`, { tags: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([expect.objectContaining({ field: 'tags', messages: expect.objectContaining({ he: expect.stringMatching(HEBREW), en: 'A policy holder can have at most 10 tags' }) })]);
    expect((await api.post(`/${client.id}/tags`, { tags: ['x'.repeat(31)] })).statusCode).toBe(400);
    expect((await api.post(`/${client.id}/tags`, { tags: [] })).statusCode).toBe(400);

    const removed = await api.delete(`/${client.id}/tags`, { tags: ['vip', 'absent'] });
    expect(removed.json().data.management.tags).toEqual(['claim', 'urgent']);
    expect((await api.get(`/${client.id}`)).json().data.management.tags).toEqual(['claim', 'urgent']);
    expect((await auditOf(t, client.id)).map((entry) => entry.event_type)).toEqual(['client.create', 'client.tags.add', 'client.tags.remove']);
    // Clearing every tag through an update.
    expect((await api.put(`/${client.id}`, { management: { tags: [] } })).json().data.management.tags).toEqual([]);
  });

  it('writes, lists, changes and deletes notes, each change audited and note_added in the activity', async () => {
    const api = clientsApi(await t.signIn('pro@insurance.example.com'));
    const client = await newClient(api, 'Noted');
    const first = await api.post(`/${client.id}/notes`, { content: 'Called about the renewal', type: 'call' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: 'Note added', data: { content: 'Called about the renewal', type: 'call', important: false, createdBy: client.createdBy } });
    const second = (await api.post(`/${client.id}/notes`, { content: 'Send the policy', important: true })).json().data;
    expect(second).toMatchObject({ type: 'general', important: true });
    expect((await api.get(`/${client.id}/notes`)).json().data.map((note: { id: string }) => note.id)).toEqual([second.id, first.json().data.id]);

    const changed = await api.put(`/${client.id}/notes/${second.id}`, { content: 'Policy sent', type: 'task' });
    expect(changed.json().data).toMatchObject({ id: second.id, content: 'Policy sent', type: 'task', important: true });
    expect((await api.delete(`/${client.id}/notes/${first.json().data.id}`)).statusCode).toBe(200);
    expect((await api.get(`/${client.id}/notes`)).json().data).toHaveLength(1);
    expect((await api.get(`/${client.id}`)).json().data.notesCount).toBe(1);

    for (const payload of [{ content: '' }, { content: '   ' }, { content: 'x'.repeat(1001) }, { content: 'ok', type: 'gossip' }]) expect((await api.post(`/${client.id}/notes`, payload)).statusCode).toBe(400);
    // An empty change changes nothing (and is not audited).
    expect((await api.put(`/${client.id}/notes/${second.id}`, {})).json().data).toMatchObject({ content: 'Policy sent', type: 'task' });
    const missing = await api.put(`/${client.id}/notes/00000000-0000-4000-8000-000000000000`, { important: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'CLIENT_NOTE_NOT_FOUND', messages: { he: expect.stringMatching(HEBREW), en: 'Note not found' } });

    expect(await activityTypesOf(t, client.id)).toEqual(['created', 'note_added', 'note_added', 'updated', 'updated']);
    expect((await auditOf(t, second.id)).map((entry) => entry.event_type)).toEqual(['client.note.create', 'client.note.update']);
    expect((await auditOf(t, first.json().data.id)).map((entry) => entry.event_type)).toEqual(['client.note.create', 'client.note.delete']);
  });

  it('sets, lists and completes follow-ups; refuses one in the past', async () => {
    const api = clientsApi(await t.signIn('admin@vet.example.com'));
    const soon = await newClient(api, 'Soon');
    const later = await newClient(api, 'Later');
    const late = await newClient(api, 'Late');
    const inTwoDays = new Date(Date.now() + 2 * DAY).toISOString();
    const set = await api.post(`/${soon.id}/follow-up`, { followUpDate: inTwoDays, notes: 'Ask about the quote' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ nextFollowUpDate: inTwoDays, followUpNotes: 'Ask about the quote' });
    expect((await api.post(`/${later.id}/follow-up`, { followUpDate: new Date(Date.now() + 10 * DAY).toISOString() })).statusCode).toBe(200);

    const past = await api.post(`/${late.id}/follow-up`, { followUpDate: new Date(Date.now() - DAY).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toMatchObject({ field: 'followUpDate', messages: { he: expect.stringMatching(HEBREW), en: 'The follow-up date cannot be in the past' } });
    expect((await api.post(`/${late.id}/follow-up`, { followUpDate: 'tomorrow' })).statusCode).toBe(400);
    // Overdue now: written as the test's own set-up, since the API will not take a past date.
    await t.database.db.updateTable('clients').set({ next_follow_up_date: new Date(Date.now() - DAY) }).where('id', '=', late.id).execute();

    expect((await api.get('/upcoming-followups')).json().data.map((row: { id: string }) => row.id)).toEqual([soon.id]);
    expect((await api.get('/upcoming-followups?days=14')).json().data.map((row: { id: string }) => row.id)).toEqual([soon.id, later.id]);
    expect((await api.get('/upcoming-followups?days=0')).statusCode).toBe(400);
    expect((await api.get('/upcoming-followups?days=91')).statusCode).toBe(400);
    expect((await api.get('/overdue-followups')).json().data.map((row: { id: string }) => row.id)).toEqual([late.id]);
    expect((await api.get('?followUp=upcoming')).json().pagination.total).toBe(2);

    const before = Date.now();
    const completed = await api.post(`/${soon.id}/complete-follow-up`, { notes: 'Quote accepted' });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data).toMatchObject({ nextFollowUpDate: null, followUpNotes: null });
    expect(new Date(completed.json().data.lastContactDate).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await api.get('/upcoming-followups')).json().data).toEqual([]);
    expect(await activityTypesOf(t, soon.id)).toEqual(['created', 'follow_up_set', 'follow_up_completed']);
    expect((await auditOf(t, soon.id)).map((entry) => entry.event_type)).toEqual(['client.create', 'client.follow_up.set', 'client.follow_up.complete']);
  });

  it('stores what the system writes in the activity as data, not as English words: the web words it in the reader’s language', async () => {
    const api = clientsApi(await t.signIn('admin@insurance.example.com'));
    const client = await newClient(api, 'Datum', { kind: 'lead' });
    await api.post(`/${client.id}/notes`, { content: 'שיחה על חידוש הפוליסה' });
    const when = new Date(Date.now() + 3 * DAY).toISOString();
    await api.post(`/${client.id}/follow-up`, { followUpDate: when, notes: 'לחזור אליו' });
    await api.put(`/${client.id}`, { leadStatus: 'contacted' });
    await api.post(`/${client.id}/tags`, { tags: ['חשוב'] });
    const entries = (await api.get(`/${client.id}/activities`)).json().data as { type: string; description: string; metadata: Record<string, unknown> }[];
    const byType = (type: string) => entries.find((entry) => entry.type === type)!;
    expect(entries.map((entry) => entry.description)).toEqual(entries.map(() => ''));
    expect(byType('note_added').metadata).toMatchObject({ noteExcerpt: 'שיחה על חידוש הפוליסה', noteType: 'general' });
    expect(byType('follow_up_set').metadata).toEqual({ followUpDate: when, notes: 'לחזור אליו' });
    expect(byType('status_changed').metadata).toEqual({ field: 'leadStatus', from: 'new', to: 'contacted' });
    expect(byType('updated').metadata).toMatchObject({ added: ['חשוב'] });
    expect(byType('created').metadata).toMatchObject({ kind: 'lead' });
  });

  it('records activities and communications, newest first and paged; a communication is a contact', async () => {
    const api = clientsApi(await t.signIn('pro@vet.example.com'));
    const client = await newClient(api, 'Active');
    const activity = await api.post(`/${client.id}/activities`, { type: 'meeting', description: 'Coffee at the office', metadata: { duration: 45, dealValue: 12000, priority: 'high' } });
    expect(activity.statusCode).toBe(201);
    expect(activity.json().data).toMatchObject({ type: 'meeting', description: 'Coffee at the office', metadata: { duration: 45, dealValue: 12000, priority: 'high' }, performedBy: client.createdBy });
    expect((await api.post(`/${client.id}/activities`, { type: 'created', description: 'x' })).statusCode).toBe(400);
    expect((await api.post(`/${client.id}/activities`, { type: 'task', description: 'x', metadata: { secret: 1 } })).statusCode).toBe(400);

    const logged = await api.post(`/${client.id}/communication`, { type: 'whatsapp', notes: 'Sent the form', attachments: ['form.pdf'] });
    expect(logged.statusCode).toBe(201);
    expect(logged.json().data).toMatchObject({ type: 'whatsapp', notes: 'Sent the form', attachments: ['form.pdf'] });
    expect((await api.get(`/${client.id}`)).json().data.lastContactDate).not.toBeNull();
    expect((await api.get(`/${client.id}/communications`)).json()).toMatchObject({ data: [{ id: logged.json().data.id }], pagination: { total: 1, page: 1, limit: 20 } });
    expect((await api.post(`/${client.id}/communication`, { type: 'pigeon' })).statusCode).toBe(400);

    for (let index = 0; index < 3; index += 1) await api.post(`/${client.id}/activities`, { type: 'phone', description: `Call ${index}` });
    const all = (await api.get(`/${client.id}/activities`)).json();
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 6, totalPages: 1 });
    expect(all.data.map((entry: { type: string; description: string }) => entry.description).slice(0, 3)).toEqual(['Call 2', 'Call 1', 'Call 0']);
    expect(all.data.map((entry: { type: string }) => entry.type).slice(3)).toEqual(['contacted', 'meeting', 'created']);
    const second = (await api.get(`/${client.id}/activities?page=2&limit=4`)).json();
    expect(second).toMatchObject({ pagination: { page: 2, limit: 4, total: 6, totalPages: 2 } });
    expect(second.data).toHaveLength(2);
    expect((await api.get(`/${client.id}/activities?limit=101`)).statusCode).toBe(400);
    expect((await auditOf(t, client.id)).map((entry) => entry.event_type)).toEqual(['client.create', 'client.communication']);
  });
});
