import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../testing/multipart-body';
import { onePixelPng } from '../../../testing/sample-files';
import type { TestAgent } from '../../../testing/test-agent';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testDatabaseKinds } from '../../../testing/test-databases';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><image href="https://tracker.example/p.png"/><circle cx="5" cy="5" r="4" fill="#1f3a5f"/></svg>`;
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode')]);

const upload = (agent: TestAgent, kind: string, fileName: string, data: Buffer | string, field = 'logo') => {
  const body = multipart([{ name: field, fileName, contentType: 'image/png', data }]);
  return agent.request({ method: 'POST', url: `/api/admin/office/logos/${kind}`, payload: body.payload, headers: { ...body.headers, 'x-language': 'en' }, csrf: true });
};

describe.each(testDatabaseKinds())('the office’s logos on $kind', (kind) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@legal.example.com', { tenant: 'legal' });
  });
  afterAll(async () => t?.close());

  const brandingOf = async (agent: TestAgent) => (await agent.request({ method: 'GET', url: '/api/users/office-config' })).json().data.ui.branding;

  it('takes a PNG as the primary logo, as a new version every member sees, served byte for byte to anyone', async () => {
    const png = onePixelPng();
    const uploaded = await upload(admin, 'logoPrimary', 'logo.png', png);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({ message: 'Logo uploaded successfully', data: { version: 1, changed: ['ui.branding'] } });
    const url = (await brandingOf(await t.signIn('pro@legal.example.com', { tenant: 'legal' }))).logoPrimary as string;
    expect(url).toMatch(/^\/api\/offices\/[0-9a-f-]{36}\/logos\/logoPrimary-[0-9a-f]{32}\.png$/);
    const served = await t.anonymous().request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('keeps an SVG without its scripts and outside references, and serves it under a policy that runs nothing', async () => {
    const uploaded = await upload(admin, 'favicon', 'icon.svg', SVG);
    expect(uploaded.statusCode).toBe(200);
    const served = await t.anonymous().request({ method: 'GET', url: (await brandingOf(admin)).favicon });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.body).toContain('<circle');
    expect(served.body).not.toMatch(/script|onload|tracker\.example/);
  });

  it('refuses what is not a JPG, PNG or SVG by its content, and a file of 2 MB or more, with the messages of spec 3 §5', async () => {
    const before = (await admin.request({ method: 'GET', url: '/api/admin/office' })).json().data.version;
    const renamed = await upload(admin, 'logoSecondary', 'logo.png', EXE);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().errors[0]).toMatchObject({ field: 'logo', messages: { en: 'Please upload a JPG, PNG, or SVG file' } });
    const large = await upload(admin, 'logoSecondary', 'big.png', Buffer.concat([onePixelPng(), Buffer.alloc(2 * 1024 * 1024)]));
    expect(large.statusCode).toBe(413);
    expect(large.json().errors[0].messages.en).toBe('File size must be less than 2MB');
    expect((await upload(admin, 'logoSecondary', 'logo.png', onePixelPng(), 'picture')).statusCode).toBe(400);
    expect((await upload(admin, 'banner', 'logo.png', onePixelPng())).statusCode).toBe(400);
    expect((await admin.request({ method: 'GET', url: '/api/admin/office' })).json().data.version).toBe(before);
  });

  it('removes a logo as a new version, keeping the file for the versions that name it', async () => {
    const url = (await brandingOf(admin)).logoPrimary as string;
    const removed = await admin.request({ method: 'DELETE', url: '/api/admin/office/logos/logoPrimary', csrf: true });
    expect(removed.statusCode).toBe(200);
    expect((await brandingOf(admin)).logoPrimary).toBeUndefined();
    expect((await t.anonymous().request({ method: 'GET', url })).statusCode).toBe(200);
    const audit = await t.database.db.selectFrom('audit_log').select(['event_type']).where('service_name', '=', 'office-admin').execute();
    expect(audit).toHaveLength(3);
  });

  it('answers 403 to a member who is not an admin, 404 for a logo that does not exist', async () => {
    const pro = await t.signIn('pro@legal.example.com', { tenant: 'legal' });
    expect((await upload(pro, 'logoPrimary', 'logo.png', onePixelPng())).statusCode).toBe(403);
    expect((await pro.request({ method: 'DELETE', url: '/api/admin/office/logos/logoPrimary', csrf: true })).statusCode).toBe(403);
    const missing = await t.anonymous().request({ method: 'GET', url: `/api/offices/00000000-0000-4000-8000-000000000000/logos/logoPrimary-${'0'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
  });
});
