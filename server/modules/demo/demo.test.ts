import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-tenants';
import { demoSignInLines } from '../../demo/seed-demo';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { DEMO_SIGN_INS_URL } from './demo.routes';

describe.each(testDatabaseKinds())('the demo sign-ins on $kind', (kind) => {
  let t: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    production = await createTestApp(kind, { isProduction: true });
  });
  afterAll(async () => {
    await t?.close();
    await production?.close();
  });

  it('lists every demo office with its users and password, as the start-up output does, to anyone outside production', async () => {
    const response = await t.anonymous().request({ method: 'GET', url: DEMO_SIGN_INS_URL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const offices = response.json().data as { slug: string; password: string; users: { email: string; role: string }[] }[];
    expect(offices.find((office) => office.slug === 'legal')).toMatchObject({
      officeType: 'legal',
      password: DEMO_PASSWORD,
      users: [{ email: 'admin@legal.example.com', role: 'admin' }, { email: 'pro@legal.example.com', role: 'professional' }],
    });
    const listed = offices.flatMap((office) => office.users.map((user) => `${office.slug} ${user.email} (${user.role})`));
    expect(listed).toEqual(demoSignInLines().map((line) => line.trim().replace(/\s+/g, ' ')));
  });

  it('is not there in production', async () => {
    const response = await production.anonymous().request({ method: 'GET', url: DEMO_SIGN_INS_URL });
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).not.toContain(DEMO_PASSWORD);
  });
});
