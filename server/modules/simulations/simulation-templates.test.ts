import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { SIMULATIONS_BASE } from './simulations-paths';

const INPUTS = { planType: 'pension_fund', currentAge: 35, retirementAge: 67, currentSalary: 14_000, annualReturnRate: 0.045 };
const call = (agent: TestAgent, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, language = 'en') =>
  agent.request({ method, url: `${SIMULATIONS_BASE}/templates${path}`, ...(payload ? { payload } : {}), csrf: true, headers: { 'accept-language': language } });

interface Listed {
  id: string;
  source: string;
  name: string;
  canDelete: boolean;
}

describe.each(testDatabaseKinds())('simulation templates on $kind', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let pro: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@insurance.example.com');
    pro = await t.signIn('pro@insurance.example.com');
  });
  afterAll(async () => t?.close());

  it('lists the office type’s templates in the caller’s language, read only', async () => {
    const hebrew = (await call(pro, 'GET', '', undefined, 'he')).json().data as Listed[];
    const english = (await call(pro, 'GET', '')).json().data as Listed[];
    const young = english.find((template) => template.id === 'young-employee')!;
    expect(young).toMatchObject({ source: 'office-type', category: 'young', kind: 'complete', name: 'Young employee in a pension fund', canDelete: false });
    expect(hebrew.find((template) => template.id === 'young-employee')!.name).toBe('שכיר/ה צעיר/ה בקרן פנסיה');
  });

  it('saves a template whose inputs run, audits it, and lets its author or an admin delete it', async () => {
    const created = await call(pro, 'POST', '', { name: ' Teachers at 40 ', description: 'Our school staff', category: 'professional', kind: 'complete', inputs: INPUTS });
    expect(created.statusCode).toBe(201);
    const template = created.json().data;
    expect(template).toMatchObject({ source: 'office', name: 'Teachers at 40', description: 'Our school staff', canDelete: true });
    const forAdmin = ((await call(admin, 'GET', '')).json().data as Listed[]).find((listed) => listed.id === template.id)!;
    expect(forAdmin.canDelete).toBe(true);
    expect((await call(admin, 'DELETE', `/${template.id}`)).statusCode).toBe(200);
    expect(((await call(pro, 'GET', '')).json().data as Listed[]).map((listed) => listed.id)).not.toContain(template.id);
    const audit = await t.database.db.selectFrom('audit_log').select('event_type').where('entity_id', '=', template.id).orderBy('seq').execute();
    expect(audit.map((row) => row.event_type)).toEqual(['simulation.template.created', 'simulation.template.deleted']);
  });

  it('refuses inputs that cannot run with the spec’s message at the field, saving nothing', async () => {
    const before = ((await call(pro, 'GET', '')).json().data as Listed[]).length;
    const refused = await call(pro, 'POST', '', { name: 'Too late', category: 'retirement', kind: 'complete', inputs: { ...INPUTS, retirementAge: 30 } }, 'he');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ field: 'retirementAge', messages: { he: 'גיל הפרישה חייב להיות גדול מהגיל הנוכחי' } });
    const wrongKind = await call(pro, 'POST', '', { name: 'Cover', category: 'family', kind: 'survivors', inputs: INPUTS });
    expect(wrongKind.statusCode).toBe(400);
    expect((await call(pro, 'POST', '', { name: 'Odd', category: 'holiday', kind: 'complete', inputs: INPUTS })).statusCode).toBe(400);
    expect(((await call(pro, 'GET', '')).json().data as Listed[]).length).toBe(before);
  });

  it('keeps a template to its author and the admins for deleting, and to its office', async () => {
    const byAdmin = (await call(admin, 'POST', '', { name: 'Admin’s', category: 'family', kind: 'complete', inputs: INPUTS })).json().data;
    const listed = ((await call(pro, 'GET', '')).json().data as Listed[]).find((template) => template.id === byAdmin.id)!;
    expect(listed.canDelete).toBe(false);
    expect((await call(pro, 'DELETE', `/${byAdmin.id}`)).statusCode).toBe(403);
    const accounting = await t.signIn('admin@accounting.example.com');
    const theirs = (await call(accounting, 'GET', '')).json().data as Listed[];
    expect(theirs.map((template) => template.id)).not.toContain(byAdmin.id);
    expect(theirs.some((template) => template.id === 'self-employed-pension')).toBe(true);
    expect((await call(accounting, 'DELETE', `/${byAdmin.id}`)).statusCode).toBe(404);
  });
});
