import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { insertClients } from '../clients/clients.test-support';
import { SIMULATIONS_BASE } from './simulations-paths';

const INPUTS = { planType: 'pension_fund', gender: 'male', currentAge: 45, retirementAge: 67, currentSalary: 20_000, currentSavings: 400_000, annualReturnRate: 0.04, conversionCoefficient: 200 };
const call = (agent: TestAgent, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  agent.request({ method, url: `${SIMULATIONS_BASE}${path}`, ...(payload ? { payload } : {}), csrf: true, headers: { 'accept-language': 'en' } });

describe.each(testDatabaseKinds())('stored simulations on $kind', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let pro: TestAgent;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@insurance.example.com');
    pro = await t.signIn('pro@insurance.example.com');
    [clientId] = (await insertClients(t, 'insurance', [{ first_name: 'Dana', last_name: 'Levi', email: 'dana.levi@example.com' }])) as [string];
  });
  afterAll(async () => t?.close());

  it('saves what the engine computes from the inputs, never a result sent with them, and audits it', async () => {
    const created = await call(pro, 'POST', '', { name: 'Retire at 67', clientId, inputs: INPUTS, tags: ['pension'] });
    expect(created.statusCode).toBe(201);
    const simulation = created.json().data;
    expect(simulation).toMatchObject({ kind: 'complete', planType: 'pension_fund', clientId, isShared: false, isMine: true, tags: ['pension'] });
    expect(simulation.result.monthlyPensionNominal).toBeCloseTo(simulation.result.totalSavingsNominal / 200, 6);
    expect(simulation.headline.monthlyPension).toBeCloseTo(simulation.result.monthlyPensionNominal, 6);
    const audit = await t.database.db.selectFrom('audit_log').select('event_type').where('entity_id', '=', simulation.id).execute();
    expect(audit.map((row) => row.event_type)).toEqual(['simulation.created']);
  });

  it('shows a private simulation to its author and the admins, a shared one to the office; only they change it', async () => {
    const made = (await call(pro, 'POST', '', { name: 'Private plan', inputs: INPUTS })).json().data;
    expect((await call(admin, 'GET', `/${made.id}`)).statusCode).toBe(200);
    const other = await t.signIn('admin@insurance.example.com');
    const ownByAdmin = (await call(other, 'POST', '', { name: 'Admin private', inputs: INPUTS })).json().data;
    expect((await call(pro, 'GET', `/${ownByAdmin.id}`)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/${ownByAdmin.id}`, { isShared: true })).statusCode).toBe(200);
    expect((await call(pro, 'GET', `/${ownByAdmin.id}`)).statusCode).toBe(200);
    const refused = await call(pro, 'PUT', `/${ownByAdmin.id}`, { name: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect((await call(pro, 'GET', `/${ownByAdmin.id}`)).json().data.name).toBe('Admin private');
  });

  it('recomputes on a change of inputs and refuses inputs that cannot run, changing nothing', async () => {
    const made = (await call(pro, 'POST', '', { name: 'To change', inputs: INPUTS })).json().data;
    const changed = await call(pro, 'PUT', `/${made.id}`, { inputs: { ...INPUTS, conversionCoefficient: 250 } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.result.monthlyPensionNominal).toBeCloseTo(changed.json().data.result.totalSavingsNominal / 250, 6);
    const refused = await call(pro, 'PUT', `/${made.id}`, { inputs: { ...INPUTS, retirementAge: 40 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('retirementAge');
    expect((await call(pro, 'GET', `/${made.id}`)).json().data.inputs.retirementAge).toBe(67);
    expect((await call(pro, 'POST', '', { name: 'Bad client', clientId: '00000000-0000-4000-8000-000000000000', inputs: INPUTS })).statusCode).toBe(400);
  });

  it('lists the history by period and tag, and a client’s simulations; deletes', async () => {
    const made = (await call(pro, 'POST', '', { name: 'Tagged', clientId, inputs: INPUTS, tags: ['family'] })).json().data;
    const tagged = (await call(pro, 'GET', '/all?tag=family&period=7d')).json().data;
    expect(tagged.map((s: { id: string }) => s.id)).toEqual([made.id]);
    const ofClient = (await call(pro, 'GET', `/client/${clientId}`)).json().data;
    expect(ofClient.map((s: { id: string }) => s.id)).toContain(made.id);
    expect((await call(pro, 'DELETE', `/${made.id}`)).statusCode).toBe(200);
    expect((await call(pro, 'GET', `/${made.id}`)).statusCode).toBe(404);
    expect((await call(pro, 'GET', '/all?tag=family')).json().data).toEqual([]);
  });

  it('keeps each office’s simulations to itself', async () => {
    const made = (await call(pro, 'POST', '', { name: 'Insurance only', inputs: INPUTS, isShared: true })).json().data;
    const accounting = await t.signIn('admin@accounting.example.com');
    expect((await call(accounting, 'GET', `/${made.id}`)).statusCode).toBe(404);
    expect((await call(accounting, 'GET', '/all')).json().data.map((s: { id: string }) => s.id)).not.toContain(made.id);
  });
});
