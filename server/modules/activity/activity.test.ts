import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

describe.each(testDatabaseKinds())('activity and security events on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const userIdOf = async (email: string) => (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const tenantIdOf = async (slug: string) => (await t.database.db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  const list = async (agent: TestAgent, url: string) => {
    const response = await agent.request({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
    return response.json() as { success: true; data: { id: string; occurredAt: string; eventType: string }[]; pagination: { page: number; limit: number; total: number; totalPages: number } };
  };
  // Security events as the sign-in code writes them, a second apart, so that their order is known.
  const seedEvents = async (userId: string, count: number, prefix: string) => {
    const start = Date.now() - 3_600_000;
    await t.database.db
      .insertInto('security_events')
      .values(Array.from({ length: count }, (_, index) => ({ user_id: userId, tenant_id: null, event_type: `${prefix}-${index}`, success: index % 2 === 0, ip: '192.0.2.7', user_agent: 'Test/1.0', details: JSON.stringify({ attempt: index, sessionToken: 'must-not-show' }), created_at: new Date(start + index * 1000) })))
      .execute();
  };

  it('lists the security events, newest first, ten to a page by default, with their details but never a secret', async () => {
    const agent = await t.signIn('admin@legal.example.com');
    const userId = await userIdOf('admin@legal.example.com');
    await seedEvents(userId, 25, 'seeded');
    // A real failed sign-in, newest of all.
    await t.anonymous().request({ method: 'POST', url: '/api/auth/login', payload: { Email: 'admin@legal.example.com', Password: 'not the password' }, remoteAddress: '198.51.100.50' });
    const before = await t.database.db.selectFrom('security_events').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    const total = Number(before.n);

    const first = await list(agent, '/api/users/security-events');
    expect(first.pagination).toEqual({ page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({ eventType: 'login', success: false, ip: '198.51.100.50' });
    const times = first.data.map((event) => new Date(event.occurredAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const seeded = first.data.find((event) => event.eventType === 'seeded-24') as unknown as Record<string, unknown>;
    expect(seeded).toEqual({ id: expect.any(String), occurredAt: expect.any(String), eventType: 'seeded-24', success: true, ip: '192.0.2.7', userAgent: 'Test/1.0', details: { attempt: 24, sessionToken: '[redacted]' } });

    const third = await list(agent, '/api/users/security-events?page=3&limit=10');
    expect(third.pagination.page).toBe(3);
    expect(third.data).toHaveLength(total - 20);
    const past = await list(agent, '/api/users/security-events?page=99');
    expect(past.data).toEqual([]);
    expect(past.pagination).toMatchObject({ page: 99, total });
  });

  it('clamps limit to 1–100 and page to 1 and above, and refuses what is not a whole number', async () => {
    const agent = await t.signIn('pro@legal.example.com');
    await seedEvents(await userIdOf('pro@legal.example.com'), 120, 'many');
    const cases: [string, number, number, number][] = [
      ['limit=0', 1, 1, 1],
      ['limit=-5', 1, 1, 1],
      ['limit=1000', 1, 100, 100],
      ['limit=100', 1, 100, 100],
      ['limit=1', 1, 1, 1],
      ['page=0&limit=5', 1, 5, 5],
      ['page=-2&limit=5', 1, 5, 5],
      ['page=2&limit=1000', 2, 100, 20],
    ];
    for (const [query, page, limit, count] of cases) {
      for (const url of [`/api/users/security-events?${query}`, `/api/users/activity?${query}`]) {
        const answer = await list(agent, url);
        expect(answer.pagination, url).toMatchObject({ page, limit });
        if (url.includes('security-events')) expect(answer.data, url).toHaveLength(count);
      }
    }
    for (const query of ['limit=abc', 'limit=1.5', 'page=two', 'page=1&page=2', 'sort=asc', 'limit=']) {
      for (const url of [`/api/users/security-events?${query}`, `/api/users/activity?${query}`]) {
        const response = await agent.request({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({ success: false, code: 'INVALID_QUERY_PARAMETERS', messages: { he: expect.stringMatching(/[א-ת]/), en: expect.any(String) } });
      }
    }
  });

  it('never shows another user’s security events', async () => {
    const mine = await t.signIn('admin@accounting.example.com');
    const otherId = await userIdOf('pro@accounting.example.com');
    await seedEvents(otherId, 3, 'theirs');
    await seedEvents(await userIdOf('admin@accounting.example.com'), 2, 'mine');
    const answer = await list(mine, '/api/users/security-events?limit=100');
    expect(answer.data.map((event) => event.eventType).sort()).toEqual(['mine-0', 'mine-1']);
  });

  it('lists the user’s own actions in the current office only, newest first', async () => {
    const email = 'admin@vet.example.com';
    const userId = await userIdOf(email);
    // The vet admin belongs to a second office too, where they also act.
    await t.database.db.insertInto('memberships').values({ tenant_id: await tenantIdOf('generic'), user_id: userId, role: 'user' }).execute();
    const inVet = await t.signIn(email, { tenant: 'vet' });
    const inGeneric = await t.signIn(email, { tenant: 'generic' });
    const colleague = await t.signIn('pro@vet.example.com');
    for (const [agent, company] of [[inVet, 'First'], [inGeneric, 'Elsewhere'], [inVet, 'Second'], [colleague, 'Theirs']] as const) {
      expect((await agent.request({ method: 'PUT', url: '/api/users/profile', payload: { company }, csrf: true })).statusCode).toBe(200);
    }
    const answer = await list(inVet, '/api/users/activity?limit=100');
    const updates = answer.data.filter((entry) => entry.eventType === 'profile.update');
    expect(updates).toHaveLength(2);
    expect(updates[0]).toEqual({
      id: expect.any(String),
      occurredAt: expect.any(String),
      eventType: 'profile.update',
      serviceName: 'users',
      entityType: 'user',
      entityId: userId,
      success: true,
      ip: '127.0.0.1',
      userAgent: 'lightMyRequest',
    });
    const vetEntries = await t.database.db.selectFrom('audit_log').select('id').where('tenant_id', '=', await tenantIdOf('vet')).where('user_id', '=', userId).execute();
    expect(answer.pagination.total).toBe(vetEntries.length);
    expect(answer.data.map((entry) => entry.id).sort()).toEqual(vetEntries.map((row) => row.id).sort());
    const times = answer.data.map((entry) => new Date(entry.occurredAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const elsewhere = await list(inGeneric, '/api/users/activity?limit=100');
    expect(elsewhere.data.filter((entry) => entry.eventType === 'profile.update')).toHaveLength(1);
    expect(elsewhere.data.some((entry) => answer.data.some((other) => other.id === entry.id))).toBe(false);
  });

  it('needs a session', async () => {
    for (const url of ['/api/users/activity', '/api/users/security-events']) {
      const response = await t.anonymous().request({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'AUTHENTICATION_REQUIRED' });
    }
  });
});
