import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { activityTypesOf, auditOf, clientsApi, HEBREW, signInViewer } from './clients.test-support';

const DANA = {
  firstName: 'Dana',
  lastName: 'Levi',
  idNumber: '123456782',
  email: ' Dana.Levi@Example.com ',
  phone: '050-123-4567',
  address: { street: 'Herzl 1', city: 'Tel Aviv' },
  professional: { occupation: 'Engineer' },
  management: { status: 'pending', tags: ['vip', 'renewal'], priority: 'high' },
  source: 'referral',
};

describe.each(testDatabaseKinds())('clients on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('creates, reads, lists, updates and deletes a client, auditing and recording each change', async () => {
    const admin = await t.signIn('admin@legal.example.com');
    const api = clientsApi(admin);
    const totalBefore = (await api.get()).json().pagination.total;

    const created = await api.post('', DANA);
    expect(created.statusCode).toBe(201);
    const client = created.json().data;
    expect(created.json()).toMatchObject({ success: true, message: 'Client created successfully', messages: { he: expect.stringMatching(HEBREW), es: expect.any(String) } });
    expect(client).toMatchObject({
      kind: 'client',
      firstName: 'Dana',
      lastName: 'Levi',
      idNumber: '123456782',
      email: 'dana.levi@example.com',
      phone: '0501234567',
      address: { street: 'Herzl 1', city: 'Tel Aviv', country: 'Israel' },
      professional: { occupation: 'Engineer' },
      management: { status: 'pending', tags: ['vip', 'renewal'], priority: 'high', notes: null, assignedTo: null },
      leadStatus: null,
      source: 'referral',
      createdBy: expect.any(String),
      lastContactDate: null,
      nextFollowUpDate: null,
    });

    const read = await api.get(`/${client.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ ...client, activitiesCount: 1, notesCount: 0, documentsCount: 0 });

    const list = (await api.get()).json();
    expect(list.pagination).toMatchObject({ total: totalBefore + 1, totalIsEstimate: false, page: 1, limit: 20 });
    expect(list.data[0]).toMatchObject({ id: client.id, firstName: 'Dana', status: 'pending', priority: 'high', tags: ['vip', 'renewal'], totalActiveRecords: 0, totalRecordValue: 0 });

    const updated = await api.put(`/${client.id}`, { management: { status: 'active' }, mobilePhone: '03-555-1234', phone: '' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ mobilePhone: '035551234', phone: null, management: { status: 'active', tags: ['vip', 'renewal'], priority: 'high' } });
    // The entries of one change share its moment (to the millisecond on PGlite): their order among themselves is not fixed.
    const types = await activityTypesOf(t, client.id);
    expect([types[0], ...types.slice(1).sort()]).toEqual(['created', 'status_changed', 'updated']);
    const changes = await t.database.db.selectFrom('client_activities').select(['type', 'metadata', 'performed_by']).where('client_id', '=', client.id).where('type', '=', 'status_changed').execute();
    expect(changes).toEqual([{ type: 'status_changed', metadata: { field: 'status', from: 'pending', to: 'active' }, performed_by: client.createdBy }]);

    // A lead: a lead status makes one; moving it along the pipeline is a status change too.
    const lead = (await api.put(`/${client.id}`, { leadStatus: 'qualified', leadScore: 85 })).json().data;
    expect(lead).toMatchObject({ kind: 'lead', leadStatus: 'qualified', leadScore: 85 });
    expect((await activityTypesOf(t, client.id)).slice(3).sort()).toEqual(['status_changed', 'updated']);

    // The same values again change nothing: no audit entry, no activity.
    expect((await api.put(`/${client.id}`, { firstName: 'Dana', management: { status: 'active', tags: ['vip', 'renewal'] }, address: { city: 'Tel Aviv' } })).statusCode).toBe(200);
    expect(await activityTypesOf(t, client.id)).toHaveLength(5);

    const deleted = await api.delete(`/${client.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, message: 'Client deleted successfully' });
    expect((await api.get(`/${client.id}`)).statusCode).toBe(404);
    expect((await api.get()).json().pagination.total).toBe(totalBefore);

    const audit = await auditOf(t, client.id);
    expect(audit.map((entry) => entry.event_type)).toEqual(['client.create', 'client.update', 'client.update', 'client.delete']);
    expect(audit.every((entry) => entry.success && entry.user_id === client.createdBy)).toBe(true);
    expect(audit[1]).toMatchObject({ before: { phone: '0501234567', mobilePhone: null, management: { status: 'pending' } }, after: { phone: null, mobilePhone: '035551234', management: { status: 'active' } } });
    expect(audit[3]!.before).toMatchObject({ id: client.id, email: 'dana.levi@example.com' });
  });

  it('refuses to delete a client to whom records of the office’s modules belong (409), and deletes it once they are gone', async () => {
    const api = clientsApi(await t.signIn('admin@legal.example.com'));
    const client = (await api.post('', { firstName: 'Yoav', lastName: 'Katz' })).json().data as { id: string };
    const tenantId = (await t.database.db.selectFrom('tenants').select('id').where('slug', '=', 'legal').executeTakeFirstOrThrow()).id;
    const inLegal = <T>(work: Parameters<typeof withContext<T>>[2]) => withContext(t.database.db, { tenantId }, work);
    const matter = await inLegal((trx) => trx.insertInto('records').values({ tenant_id: tenantId, client_id: client.id, module: 'matters', entity: 'matter', data: '{}' }).returning('id').executeTakeFirstOrThrow());

    const refused = await api.delete(`/${client.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'CLIENT_HAS_RECORDS', messages: { he: expect.stringMatching(HEBREW), en: expect.stringMatching(/has records/) } });
    expect((await api.get(`/${client.id}`)).statusCode).toBe(200);
    expect((await auditOf(t, client.id)).map((entry) => entry.event_type)).toEqual(['client.create']);

    await inLegal((trx) => trx.deleteFrom('records').where('id', '=', matter.id).execute());
    expect((await api.delete(`/${client.id}`)).statusCode).toBe(200);
  });

  it('answers 404 with a localized message for a client it does not have', async () => {
    const api = clientsApi(await t.signIn('pro@legal.example.com'));
    const missing = await api.get('/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'CLIENT_NOT_FOUND', message: 'Client not found', messages: { he: expect.stringMatching(HEBREW), en: 'Client not found' } });
    expect((await api.put('/00000000-0000-4000-8000-000000000000', { source: 'x' })).statusCode).toBe(404);
    expect((await api.get('/not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses invalid data with each field’s message in Hebrew, English and Spanish, and writes nothing', async () => {
    const api = clientsApi(await t.signIn('pro@legal.example.com'));
    const total = (await api.get()).json().pagination.total;
    const refused = await api.post('', { firstName: 'D', lastName: 'Levi1', idNumber: '123456789', email: 'someone@throwaway.email', phone: '12345', management: { tags: ['x'.repeat(31)], priority: 'urgent' }, leadScore: 101, shoeSize: 44 }, { 'accept-language': 'he', 'x-language': 'he' });
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body).toMatchObject({ success: false, code: 'INVALID_CLIENT_DATA', message: 'Invalid client data', messages: { he: expect.stringMatching(HEBREW), en: 'Invalid client data' } });
    const fields = body.errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'lastName', 'idNumber', 'email', 'phone', 'management.tags', 'management.priority', 'leadScore', 'shoeSize']));
    for (const error of body.errors) expect(error).toMatchObject({ message: error.messages.en, messages: { he: expect.stringMatching(HEBREW), en: expect.stringMatching(/[a-z]/), es: expect.any(String) } });
    expect(body.errors.find((error: { field: string }) => error.field === 'idNumber').messages.en).toBe('Invalid ID number');
    expect(body.errors.find((error: { field: string }) => error.field === 'firstName').messages.en).toBe('First name must be 2 to 50 characters long');

    // Missing names, a lead status on a client, a blank name on update.
    expect((await api.post('', { email: 'a@example.com' })).json().errors.map((error: { field: string }) => error.field).sort()).toEqual(['firstName', 'lastName']);
    expect((await api.post('', { firstName: 'Avi', lastName: 'Cohen', kind: 'client', leadStatus: 'new' })).json().errors[0].field).toBe('leadStatus');
    const created = (await api.post('', { firstName: 'Avi', lastName: 'Cohen' })).json().data;
    const blank = await api.put(`/${created.id}`, { firstName: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0]).toMatchObject({ field: 'firstName' });
    expect((await api.put(`/${created.id}`, { management: { assignedTo: '00000000-0000-4000-8000-000000000000' } })).json().errors[0]).toMatchObject({ field: 'management.assignedTo' });
    const colleague = (await t.database.db.selectFrom('users').select('id').where('email', '=', 'admin@legal.example.com').executeTakeFirstOrThrow()).id;
    expect((await api.put(`/${created.id}`, { management: { assignedTo: colleague } })).json().data.management.assignedTo).toBe(colleague);
    for (const payload of ['[]', '"text"', '{"firstName":']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/clients/client', payload, headers: { 'content-type': 'application/json', cookie: '' } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await api.get()).json().pagination.total).toBe(total + 1);
  });

  it('refuses a field named like a built-in method, on create and on update alike, as unknown (issue 17, item 5)', async () => {
    const agent = await t.signIn('pro@legal.example.com');
    const api = clientsApi(agent);
    const total = (await api.get()).json().pagination.total;
    const created = (await api.post('', { firstName: 'Avi', lastName: 'Methods' })).json().data;
    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__']) {
      // As raw JSON: `__proto__` written in an object literal would be the prototype, not a key.
      const payload = `{"${key}":" ","firstName":"Xena","lastName":"Methods"}`;
      const send = (method: 'POST' | 'PUT', url: string) => agent.request({ method, url: `/api/clients/client${url}`, payload, headers: { 'content-type': 'application/json' }, csrf: true });
      for (const response of [await send('POST', ''), await send('PUT', `/${created.id}`)]) {
        expect(response.statusCode, `${key}: ${response.body}`).toBe(400);
        if (key !== '__proto__') expect(response.json()).toMatchObject({ code: 'INVALID_CLIENT_DATA', errors: [{ field: key, messages: { en: 'Unknown field' } }] });
      }
      const inGroup = await api.put(`/${created.id}`, { address: { [key]: ' ', city: 'Haifa' } });
      expect(inGroup.statusCode, key).toBe(400);
    }
    expect((await api.get(`/${created.id}`)).json().data.firstName).toBe('Avi');
    expect((await api.get()).json().pagination.total).toBe(total + 1);
  });

  it('refuses a client body nested thousands deep with 400 (issue 17, item 2)', async () => {
    const api = clientsApi(await t.signIn('pro@legal.example.com'));
    const depth = 2000;
    const payload = `{"firstName":"Dana","lastName":"Deep","nickname":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
    const response = await api.post('', JSON.parse(payload));
    // The edge's depth limit or the engine's own, whichever sees it first: a 400, never the stack's overflow.
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: expect.stringMatching(/^(body|nickname)$/), messages: { he: expect.stringMatching(HEBREW), en: expect.stringMatching(/deep/i) } });
  });

  it('refuses a second client with the same e-mail in the office with 409 on the email field', async () => {
    const api = clientsApi(await t.signIn('admin@accounting.example.com'));
    expect((await api.post('', { firstName: 'Rina', lastName: 'Gold', email: 'rina@example.com' })).statusCode).toBe(201);
    const again = await api.post('', { firstName: 'Rina', lastName: 'Silver', email: 'RINA@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CLIENT_EMAIL_EXISTS', errors: [{ field: 'email', messages: { he: expect.stringMatching(HEBREW), en: 'A customer with this email already exists' } }] });
    const other = (await api.post('', { firstName: 'Tal', lastName: 'Gold', email: 'tal@example.com' })).json().data;
    expect((await api.put(`/${other.id}`, { email: 'rina@example.com' })).statusCode).toBe(409);
    // The same address in another office is another client.
    expect((await clientsApi(await t.signIn('admin@vet.example.com')).post('', { firstName: 'Rina', lastName: 'Gold', email: 'rina@example.com' })).statusCode).toBe(201);
  });

  it('copies a client under new names, without its e-mail and ID number', async () => {
    const api = clientsApi(await t.signIn('pro@accounting.example.com'));
    const source = (await api.post('', { ...DANA, email: 'copy.source@example.com' })).json().data;
    const copy = await api.post(`/${source.id}/duplicate`, { firstName: 'Dalia', lastName: 'Levi' });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ firstName: 'Dalia', lastName: 'Levi', email: null, idNumber: null, phone: source.phone, address: source.address, management: source.management });
    expect(copy.json().data.id).not.toBe(source.id);
    expect((await api.post(`/${source.id}/duplicate`, { firstName: 'D', lastName: 'Levi' })).json()).toMatchObject({ code: 'INVALID_CLIENT_DATA', errors: [{ field: 'firstName' }] });
    expect((await auditOf(t, copy.json().data.id)).map((entry) => entry.event_type)).toEqual(['client.duplicate']);
  });

  it('shows and changes nothing of another office’s clients: 404, and the client stays as it was', async () => {
    const owner = clientsApi(await t.signIn('admin@medical.example.com'));
    const client = (await owner.post('', { firstName: 'Secret', lastName: 'Patient', email: 'secret@example.com', management: { tags: ['private'] } })).json().data;
    const intruder = clientsApi(await t.signIn('admin@legal.example.com'));
    for (const response of [
      await intruder.get(`/${client.id}`),
      await intruder.put(`/${client.id}`, { firstName: 'Changed' }),
      await intruder.delete(`/${client.id}`),
      await intruder.post(`/${client.id}/notes`, { content: 'x' }),
      await intruder.post(`/${client.id}/tags`, { tags: ['mine'] }),
      await intruder.post(`/${client.id}/duplicate`, { firstName: 'Copy', lastName: 'Cat' }),
      await intruder.get(`/${client.id}/activities`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await intruder.get('/search?searchTerm=secret')).json().data).toEqual([]);
    expect((await intruder.get('/by-tag/private')).json()).toMatchObject({ code: 'CLIENT_TAG_NOT_FOUND', messages: { he: expect.stringMatching(HEBREW), en: 'No client carries this tag' } });
    expect((await intruder.get('/tags')).json().data.map((entry: { tag: string }) => entry.tag)).not.toContain('private');
    // A tenant named in the request does not change the office the session acts in.
    expect((await intruder.get(`/${client.id}`, { 'x-tenant-id': client.id, 'x-tenant-subdomain': 'medical' })).statusCode).toBe(404);
    expect((await owner.get(`/${client.id}`)).json().data).toMatchObject({ firstName: 'Secret', notesCount: 0, management: { tags: ['private'] } });
  });

  it('lets a viewer read but not change, with 403 and a clear message', async () => {
    const admin = clientsApi(await t.signIn('admin@generic.example.com'));
    const client = (await admin.post('', { firstName: 'Open', lastName: 'Book' })).json().data;
    const viewer = clientsApi(await signInViewer(t, 'generic'));
    expect((await viewer.get(`/${client.id}`)).statusCode).toBe(200);
    expect((await viewer.get()).statusCode).toBe(200);
    for (const response of [
      await viewer.post('', { firstName: 'New', lastName: 'Client' }),
      await viewer.put(`/${client.id}`, { source: 'x' }),
      await viewer.delete(`/${client.id}`),
      await viewer.post(`/${client.id}/notes`, { content: 'hello' }),
      await viewer.post(`/${client.id}/follow-up`, { followUpDate: new Date(Date.now() + 86_400_000).toISOString() }),
      await viewer.post(`/${client.id}/tags`, { tags: ['x'] }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'CLIENT_READ_ONLY', messages: { he: expect.stringMatching(HEBREW), en: 'Your viewer role lets you read clients but not change them' } });
    }
    expect((await admin.get(`/${client.id}`)).json().data).toMatchObject({ source: null, notesCount: 0 });
  });
});
