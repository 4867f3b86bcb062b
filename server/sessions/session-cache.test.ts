import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { addMember, teamApi, userIdOf } from '../modules/team/team.test-support';
import { createAgent, type TestAgent } from '../testing/test-agent';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';
import { SessionCache } from './session-cache';
import type { CachedSession } from './session-store';

/** Resolves once `check` holds, polling: the tests wait for conditions, never for fixed times. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The same browser (its cookies) talking to another server process. */
function sameBrowserOn(app: FastifyInstance, agent: TestAgent): TestAgent {
  const other = createAgent(app);
  for (const [name, value] of agent.cookies) other.cookies.set(name, value);
  return other;
}

const status = async (agent: TestAgent) => (await agent.request({ method: 'GET', url: '/api/users/sessions' })).statusCode;

/**
 * The process that made a change answers by it on the very next request (it heard its own change before it
 * answered); another process as soon as its own listener hears it, a moment after the commit (on PostgreSQL the
 * notification reaches each listening connection on its own; under load, after that process's next request).
 */
async function answersEverywhere<T>(browsers: TestAgent[], read: (browser: TestAgent) => Promise<T>, expected: T): Promise<void> {
  const [changer, ...others] = browsers;
  expect(await read(changer!)).toBe(expected);
  for (const other of others) await until(async () => (await read(other)) === expected);
}

describe.each(testDatabaseKinds())('the session cache on $kind', (kind) => {
  let t: TestApp;
  // On PostgreSQL a second server process on the same database (its own pool and listener); PGlite is one process.
  let second: { app: FastifyInstance; database: DatabaseHandle } | undefined;
  const processes = () => [t.app, ...(second ? [second.app] : [])];

  beforeAll(async () => {
    t = await createTestApp(kind);
    if (kind.kind === 'postgres' && process.env.TEST_DATABASE_URL) {
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${(await sql<{ name: string }>`select current_database() as name`.execute(t.database.db)).rows[0]!.name}`;
      const database = await openDatabase({ url: url.toString() });
      second = { database, app: await buildApp({ config: t.config, catalog: t.catalog, database }) };
    }
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await t?.close();
  });

  /** The browser's requests on every process, each answered once already (so each process holds the session). */
  async function warm(agent: TestAgent): Promise<TestAgent[]> {
    const browsers = processes().map((app) => sameBrowserOn(app, agent));
    for (const browser of browsers) for (let round = 0; round < 2; round++) expect(await status(browser)).toBe(200);
    return browsers;
  }

  it('refuses a session ended in one process on the very next request there, and in every other process once it hears', async () => {
    const laptop = await t.signIn('pro@legal.example.com');
    const phone = await t.signIn('pro@legal.example.com');
    const phoneEverywhere = await warm(phone);
    const sessions = (await laptop.request({ method: 'GET', url: '/api/users/sessions' })).json().data as { id: string; isCurrent: boolean }[];
    const phoneId = (await phone.request({ method: 'GET', url: '/api/users/sessions' })).json().data.find((session: { isCurrent: boolean }) => session.isCurrent).id as string;
    expect(sessions.some((session) => session.id === phoneId)).toBe(true);

    const ended = await laptop.request({ method: 'DELETE', url: `/api/users/sessions/${phoneId}`, csrf: true });
    expect(ended.statusCode, ended.body).toBe(200);
    await answersEverywhere(phoneEverywhere, status, 401);
    expect(await status(laptop)).toBe(200);
  });

  it('refuses the signed-out session on the very next request there, and in every other process once it hears', async () => {
    const browser = await t.signIn('admin@medical.example.com');
    const everywhere = await warm(browser);
    const out = await browser.request({ method: 'POST', url: '/api/auth/logout', csrf: true });
    expect(out.statusCode, out.body).toBe(200);
    await answersEverywhere(everywhere, status, 401);
  });

  it('takes a changed role and a removed membership into account on the very next request there, and in every other process once it hears', async () => {
    const admin = teamApi(await t.signIn('admin@legal.example.com'));
    await addMember(t, 'legal', 'pro@medical.example.com', 'admin');
    const memberId = await userIdOf(t, 'pro@medical.example.com');
    // Signed in to their own office; the host names the other one they belong to.
    const member = await t.signIn('pro@medical.example.com', { tenant: 'medical' });
    const inLegal = { host: 'legal.lishka.test' };
    const everywhere = processes().map((app) => sameBrowserOn(app, member));
    const team = (browser: TestAgent) => browser.request({ method: 'GET', url: '/api/admin/team', headers: inLegal });
    const office = async (browser: TestAgent) => (await browser.request({ method: 'GET', url: '/api/auth/status', headers: inLegal })).json().tenant?.tenantSubdomain as string | undefined;
    for (const browser of everywhere) for (let round = 0; round < 2; round++) expect((await team(browser)).statusCode).toBe(200);

    const changed = await admin.change(memberId, { role: 'user' });
    expect(changed.statusCode, changed.body).toBe(200);
    await answersEverywhere(everywhere, async (browser) => (await team(browser)).statusCode, 403);

    for (const browser of everywhere) expect(await office(browser)).toBe('legal');
    const removed = await admin.deactivate(memberId);
    expect(removed.statusCode, removed.body).toBe(200);
    await answersEverywhere(everywhere, office, 'medical');
  });

  it('forgets a session whose user is disabled by any writer, the database itself included', async () => {
    const browser = await t.signIn('pro@vet.example.com');
    const everywhere = await warm(browser);
    await t.database.db.updateTable('users').set({ is_active: false }).where('email', '=', 'pro@vet.example.com').execute();
    // PGlite hears its own commit before the writer goes on; a PostgreSQL process hears another's a moment later.
    for (const other of everywhere) {
      if (kind.kind === 'pglite') expect(await status(other)).toBe(401);
      else await until(async () => (await status(other)) === 401);
    }
    await t.database.db.updateTable('users').set({ is_active: true }).where('email', '=', 'pro@vet.example.com').execute();
  });

  it('keeps a session it has heard nothing about, forgets what a change names, and keeps nothing a change overtook', async () => {
    const cache = new SessionCache<CachedSession>(t.database);
    await cache.start();
    try {
      await until(() => cache.isServing);
      const userId = await userIdOf(t, 'admin@legal.example.com');
      const tenantId = (await t.database.db.selectFrom('tenants').select('id').where('slug', '=', 'legal').executeTakeFirstOrThrow()).id;
      const session = { user_id: userId, memberships: [{ tenantId }] } as unknown as CachedSession;
      const now = Date.now();
      cache.set('a', session, cache.mark(), now);
      expect(cache.get('a', now)).toBe(session);
      // Past the safety net's lifetime, it is read again.
      expect(cache.get('a', now + 60_000)).toBeUndefined();

      cache.set('a', session, cache.mark(), now);
      await t.database.db.updateTable('tenants').set({ updated_at: new Date() }).where('id', '=', tenantId).execute();
      await cache.fence();
      await until(() => cache.get('a', now) === undefined);

      const mark = cache.mark();
      await t.database.db.updateTable('memberships').set({ updated_at: new Date() }).where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
      await cache.fence();
      await until(() => cache.mark() !== mark);
      cache.set('a', session, mark, now);
      expect(cache.get('a', now)).toBeUndefined();
    } finally {
      await cache.close();
    }
  });

  it.runIf(kind.kind === 'postgres')('serves nothing while its listening connection is down, and starts empty once it listens again', async () => {
    const cache = new SessionCache<CachedSession>(t.database);
    await cache.start();
    try {
      await until(() => cache.isServing);
      const session = { user_id: '00000000-0000-4000-8000-000000000000', memberships: [] } as unknown as CachedSession;
      cache.set('a', session, cache.mark(), Date.now());
      expect(cache.size).toBe(1);
      // Every listening connection of this database is cut, the apps' too: they reconnect as this one does.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN lishka_sessions'`.execute(t.database.db);
      await until(() => !cache.isServing);
      expect(cache.get('a', Date.now())).toBeUndefined();
      cache.set('a', session, cache.mark(), Date.now());
      expect(cache.size).toBe(0);
      await until(() => cache.isServing);
      expect(cache.size).toBe(0);
    } finally {
      await cache.close();
    }
  });
});
