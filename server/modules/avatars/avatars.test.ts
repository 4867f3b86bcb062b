import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import type { TestAgent } from '../../testing/test-agent';
import { multipart, type Part } from '../../testing/multipart-body';
import { onePixelPng } from '../../testing/sample-files';

// A 1x1 GIF89a and the smallest well-formed JPEG (1x1, arithmetic coded).
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.from(
  'ffd8ffdb004300030202020202030202020303030304060404040404080606050609080a0a090809090a0c0f0c0a0b0e0b09090d110d0e0f101011100a0c12131210130f101010ffc9000b080001000101011100ffcc000600101005ffda0008010100003f00d2cf20ffd9',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode')]);

const upload = (agent: TestAgent, parts: Part[], csrf = true) => agent.request({ method: 'POST', url: '/api/users/profile/avatar', ...multipart(parts), csrf });
const avatarPart = (fileName: string, data: Buffer, contentType = 'image/png'): Part => ({ name: 'avatar', fileName, contentType, data });

describe.each(testDatabaseKinds())('avatars on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const userIdOf = async (email: string) => (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const avatarKeyOf = async (userId: string) => (await t.database.db.selectFrom('user_profiles').select('avatar_key').where('user_id', '=', userId).executeTakeFirst())?.avatar_key ?? null;
  const auditOf = (userId: string, eventType: string) =>
    t.database.db.selectFrom('audit_log').select(['tenant_id', 'user_id', 'entity_id', 'before', 'after', 'success']).where('event_type', '=', eventType).where('entity_id', '=', userId).orderBy('occurred_at').execute();

  it('stores a PNG, serves it back with its type and bytes, and lets a member of the same office see it', async () => {
    const agent = await t.signIn('admin@legal.example.com');
    const userId = await userIdOf('admin@legal.example.com');
    const png = onePixelPng();
    const response = await upload(agent, [avatarPart('me.png', png)]);
    expect(response.statusCode).toBe(200);
    const { avatarUrl } = response.json().data as { avatarUrl: string };
    expect(response.json()).toEqual({ success: true, data: { avatarUrl: expect.stringMatching(new RegExp(`^/api/users/${userId}/avatar\\?v=[0-9a-f]+$`)) } });
    const key = await avatarKeyOf(userId);
    expect(key).toMatch(new RegExp(`^users/${userId}/avatar-[0-9a-f]+\\.png$`));
    expect(await t.app.storage.exists(key!)).toBe(true);

    for (const viewer of [agent, await t.signIn('pro@legal.example.com')]) {
      const fetched = await viewer.request({ method: 'GET', url: avatarUrl });
      expect(fetched.statusCode).toBe(200);
      expect(fetched.headers['content-type']).toBe('image/png');
      expect(fetched.rawPayload.equals(png)).toBe(true);
      expect(fetched.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'content-disposition': 'inline', 'cache-control': 'private, max-age=300', 'content-security-policy': "default-src 'none'" });
    }
  });

  it('replaces the previous picture: a GIF, then a JPEG, each typed by its content, the old file deleted and audited', async () => {
    const agent = await t.signIn('pro@medical.example.com');
    const userId = await userIdOf('pro@medical.example.com');
    await upload(agent, [avatarPart('first.png', onePixelPng())]);
    const first = await avatarKeyOf(userId);
    const urls: string[] = [];
    for (const [fileName, data, type] of [['photo.gif', GIF, 'image/gif'], ['photo.JPEG', JPEG, 'image/jpeg']] as const) {
      // The client's content type is ignored: the stored type comes from the bytes.
      const response = await upload(agent, [avatarPart(fileName, data, 'text/html')]);
      expect(response.statusCode).toBe(200);
      urls.push(response.json().data.avatarUrl);
      const fetched = await agent.request({ method: 'GET', url: response.json().data.avatarUrl });
      expect(fetched.headers['content-type']).toBe(type);
      expect(fetched.rawPayload.equals(data)).toBe(true);
    }
    expect(new Set(urls).size).toBe(2);
    const last = await avatarKeyOf(userId);
    expect(last).toMatch(/\.jpg$/);
    expect(await t.app.storage.exists(first!)).toBe(false);
    const tenantId = (await t.database.db.selectFrom('tenants').select('id').where('slug', '=', 'medical').executeTakeFirstOrThrow()).id;
    const audit = await auditOf(userId, 'profile.avatar.update');
    expect(audit).toHaveLength(3);
    expect(audit[2]).toMatchObject({ tenant_id: tenantId, user_id: userId, success: true, after: { avatarKey: last } });
    expect(audit[1]!.after).toEqual(audit[2]!.before);
  });

  it('refuses a PDF or a program named .png, in Hebrew and English, and stores nothing', async () => {
    const agent = await t.signIn('admin@accounting.example.com');
    const userId = await userIdOf('admin@accounting.example.com');
    for (const data of [PDF, EXE]) {
      const response = await upload(agent, [avatarPart('innocent.png', data)]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'AVATAR_INVALID_TYPE',
        messages: { he: expect.stringMatching(/[א-ת]/), en: expect.stringMatching(/JPG, PNG, or GIF/), es: expect.any(String) },
        errors: [{ field: 'avatar', messages: { he: expect.stringMatching(/[א-ת]/), en: expect.stringMatching(/PNG/), es: expect.any(String) } }],
      });
    }
    const named = await upload(agent, [avatarPart('notes.pdf', PDF, 'application/pdf')]);
    expect(named.statusCode).toBe(415);
    expect(await avatarKeyOf(userId)).toBeNull();
  });

  it('refuses a picture of 5 MB and one byte with 413, and takes one of exactly 5 MB', async () => {
    const agent = await t.signIn('admin@vet.example.com');
    const limit = 5 * 1024 * 1024;
    const png = onePixelPng();
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    const tooLarge = await upload(agent, [avatarPart('big.png', padded(limit + 1))]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', messages: { he: expect.stringMatching(/5MB/), en: expect.stringMatching(/5MB/) } });
    expect(await avatarKeyOf(await userIdOf('admin@vet.example.com'))).toBeNull();
    expect((await upload(agent, [avatarPart('exact.png', padded(limit))])).statusCode).toBe(200);
  });

  it('needs exactly one file in the field avatar', async () => {
    const agent = await t.signIn('pro@vet.example.com');
    const png = onePixelPng();
    const cases: Part[][] = [
      [],
      [{ name: 'avatar', data: 'not a file' }],
      [avatarPart('photo.png', png, 'image/png'), avatarPart('again.png', png)],
      [avatarPart('photo.png', png), { name: 'avatar', fileName: 'extra.png', data: png }],
      [{ name: 'picture', fileName: 'photo.png', data: png }],
      [avatarPart('photo.png', png), { name: 'note', data: 'hello' }],
    ];
    for (const parts of cases) {
      const response = await upload(agent, parts);
      expect(response.statusCode, JSON.stringify(parts.map((part) => part.name))).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'AVATAR_UPLOAD_FAILED', messages: { he: expect.stringMatching(/[א-ת]/), en: 'Failed to upload avatar' } });
    }
    const json = await agent.request({ method: 'POST', url: '/api/users/profile/avatar', payload: { avatar: 'x' }, csrf: true });
    expect(json.statusCode).toBe(415);
    expect(await avatarKeyOf(await userIdOf('pro@vet.example.com'))).toBeNull();
  });

  it('refuses an upload without the CSRF token (403) and without a session (401)', async () => {
    const agent = await t.signIn('pro@insurance.example.com');
    expect((await upload(agent, [avatarPart('me.png', onePixelPng())], false)).statusCode).toBe(403);
    expect((await agent.request({ method: 'DELETE', url: '/api/users/profile/avatar' })).statusCode).toBe(403);
    const anonymous = t.anonymous();
    expect((await upload(anonymous, [avatarPart('me.png', onePixelPng())])).statusCode).toBe(401);
    const userId = await userIdOf('pro@insurance.example.com');
    expect((await anonymous.request({ method: 'GET', url: `/api/users/${userId}/avatar` })).statusCode).toBe(401);
    expect(await avatarKeyOf(userId)).toBeNull();
  });

  it('hides an avatar from other offices: 404, as for a user with none or an id that is not a user', async () => {
    const owner = await t.signIn('admin@realestate.example.com');
    const { avatarUrl } = (await upload(owner, [avatarPart('me.png', onePixelPng())])).json().data as { avatarUrl: string };
    const stranger = await t.signIn('admin@insurance.example.com');
    const hidden = await stranger.request({ method: 'GET', url: avatarUrl });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const withoutPicture = await userIdOf('pro@realestate.example.com');
    expect((await owner.request({ method: 'GET', url: `/api/users/${withoutPicture}/avatar` })).statusCode).toBe(404);
    expect((await owner.request({ method: 'GET', url: '/api/users/00000000-0000-4000-8000-000000000000/avatar' })).statusCode).toBe(404);
    expect((await owner.request({ method: 'GET', url: '/api/users/not-a-uuid/avatar' })).statusCode).toBe(400);
  });

  it('deletes the picture: the file and the key go, the avatar answers 404, and it is audited', async () => {
    const agent = await t.signIn('admin@generic.example.com');
    const userId = await userIdOf('admin@generic.example.com');
    const { avatarUrl } = (await upload(agent, [avatarPart('me.gif', GIF, 'image/gif')])).json().data as { avatarUrl: string };
    const key = (await avatarKeyOf(userId))!;
    const response = await agent.request({ method: 'DELETE', url: '/api/users/profile/avatar', csrf: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Avatar deleted successfully', messages: { he: expect.stringMatching(/[א-ת]/), en: 'Avatar deleted successfully', es: expect.any(String) }, data: { deleted: true } });
    expect(await avatarKeyOf(userId)).toBeNull();
    expect(await t.app.storage.exists(key)).toBe(false);
    expect((await agent.request({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
    expect(await auditOf(userId, 'profile.avatar.delete')).toEqual([expect.objectContaining({ user_id: userId, before: { avatarKey: key }, after: { avatarKey: null }, success: true })]);
    const again = await agent.request({ method: 'DELETE', url: '/api/users/profile/avatar', csrf: true });
    expect(again.json()).toMatchObject({ success: true, data: { deleted: false } });
    expect(await auditOf(userId, 'profile.avatar.delete')).toHaveLength(1);
  });
});
