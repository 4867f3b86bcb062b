import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';
import { clearCredentialFailures, LOCKOUT, lockStateOf, recordCredentialFailure } from './lockout';

describe.each(testDatabaseKinds())('account lock on $kind', (kind) => {
  let t: TestApp;
  const userId = async (email: string) => (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('locks for 15 minutes at the 5th failed password within 15 minutes, not at older ones', async () => {
    const id = await userId('pro@legal.example.com');
    const now = new Date();
    const old = new Date(now.getTime() - 16 * 60_000);
    for (let i = 0; i < 4; i += 1) await recordCredentialFailure(t.database.db, { userId: id, ip: '192.0.2.1', kind: 'password' }, old);
    expect((await recordCredentialFailure(t.database.db, { userId: id, ip: '192.0.2.1', kind: 'password' }, now)).locked).toBe(false);
    for (let i = 0; i < 3; i += 1) expect((await recordCredentialFailure(t.database.db, { userId: id, ip: '192.0.2.1', kind: 'password' }, now)).locked).toBe(false);
    const lock = await recordCredentialFailure(t.database.db, { userId: id, ip: '192.0.2.1', kind: 'password' }, now);
    expect(lock).toEqual({ locked: true, until: new Date(now.getTime() + LOCKOUT.lockMinutes * 60_000) });
    expect((await lockStateOf(t.database.db, id, now)).locked).toBe(true);
    expect((await lockStateOf(t.database.db, id, new Date(now.getTime() + 15 * 60_000 + 1))).locked).toBe(false);
    await clearCredentialFailures(t.database.db, id);
    expect((await lockStateOf(t.database.db, id)).locked).toBe(false);
  });

  it('never lets an account suffer more than 100 failed attempts an hour, codes included', async () => {
    const id = await userId('pro@medical.example.com');
    const start = Date.now() - 50 * 60_000;
    // 99 wrong codes spread over 50 minutes: codes spend their own tries but do not make the 5-in-15 lock.
    for (let i = 0; i < 99; i += 1) {
      expect((await recordCredentialFailure(t.database.db, { userId: id, ip: '192.0.2.2', kind: i % 2 ? 'otp' : 'mfa' }, new Date(start + i * 30_000))).locked).toBe(false);
    }
    const hundredth = await recordCredentialFailure(t.database.db, { userId: id, ip: '192.0.2.2', kind: 'otp' }, new Date(start + 99 * 30_000));
    expect(hundredth).toEqual({ locked: true, until: new Date(start + 60 * 60_000) });
  });
});
