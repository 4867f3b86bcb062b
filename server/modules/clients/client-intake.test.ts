import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { clientsApi, HEBREW } from './clients.test-support';

const LEGAL_CLIENT = { firstName: 'Ronit', lastName: 'Azulay', email: 'ronit.azulay@example.co.il', phone: '0523456789', address: { street: 'Herzl 12', city: 'Haifa' } };
const LEGAL_INTAKE = { clientType: 'individual', matterType: 'family', matterDescription: 'Custody arrangement' };

describe.each(testDatabaseKinds())('the office intake data of a client on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it("keeps intake data that passes the office's intake form, as the form keeps it", async () => {
    const api = clientsApi(await t.signIn('admin@legal.example.com', { tenant: 'legal' }));
    const created = await api.post('', { ...LEGAL_CLIENT, intake: { ...LEGAL_INTAKE, opposingParty: '' } });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.intake).toEqual(LEGAL_INTAKE);
  });

  it("refuses intake data the office's form refuses, and the record fields that form requires, with each field's message", async () => {
    const api = clientsApi(await t.signIn('admin@legal.example.com', { tenant: 'legal' }));
    const refused = await api.post('', { firstName: 'Noa', lastName: 'Peretz', intake: { clientType: 'spaceship', matterDescription: 'x' } }, { 'x-language': 'he' });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().errors.map((error: { field: string }) => error.field).sort();
    expect(fields).toEqual(['address.street', 'email', 'intake.clientType', 'intake.matterType', 'phone']);
    for (const error of refused.json().errors) expect(error.messages.he).toMatch(HEBREW);
  });

  it('refuses an insurance client whose consent box is unticked, with the form\'s own message, and keeps one who consented', async () => {
    const api = clientsApi(await t.signIn('admin@insurance.example.com', { tenant: 'insurance' }));
    const person = { firstName: 'Tamar', lastName: 'Golan', idNumber: '000000018', birthDate: '1985-04-02', phone: '0541234567' };
    const refused = await api.post('', { ...person, intake: { employmentStatus: 'employee', consentToContact: false } }, { 'x-language': 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'intake.consentToContact', messages: expect.objectContaining({ en: "The client's consent is required" }) })]);
    const kept = await api.post('', { ...person, intake: { employmentStatus: 'employee', consentToContact: true } });
    expect(kept.statusCode).toBe(201);
  });

  it('holds a body without intake data (the API, an import) to the record rules only', async () => {
    const api = clientsApi(await t.signIn('admin@legal.example.com', { tenant: 'legal' }));
    expect((await api.post('', { firstName: 'Yael', lastName: 'Mizrahi' })).statusCode).toBe(201);
  });
});
