import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

const HEBREW = /[א-ת]/;
// A 1x1 GIF89a, for a profile with a picture.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function pictureUpload(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----profile-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.gif"\r\nContent-Type: image/gif\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), GIF, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDatabaseKinds())('profile on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const userIdOf = async (email: string) => (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const auditOf = (userId: string) =>
    t.database.db.selectFrom('audit_log').select(['tenant_id', 'user_id', 'entity_id', 'before', 'after', 'success']).where('event_type', '=', 'profile.update').where('entity_id', '=', userId).orderBy('occurred_at').execute();
  const get = async (agent: TestAgent) => (await agent.request({ method: 'GET', url: '/api/users/profile' })).json().data;
  const put = (agent: TestAgent, payload: Record<string, unknown>) => agent.request({ method: 'PUT', url: '/api/users/profile', payload, csrf: true });

  it('answers the profile with the user, the role in the current office, and empty fields never filled', async () => {
    const agent = await t.signIn('admin@legal.example.com');
    const response = await agent.request({ method: 'GET', url: '/api/users/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        id: await userIdOf('admin@legal.example.com'),
        email: 'admin@legal.example.com',
        firstName: 'Dana',
        lastName: 'Admin',
        role: 'admin',
        isActive: true,
        isMfaEnabled: false,
        phone: null,
        company: null,
        position: null,
        timezone: null,
        language: 'he',
        avatarUrl: null,
        bio: null,
        linkedIn: null,
        website: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect((await get(await t.signIn('pro@legal.example.com'))).role).toBe('user');
  });

  it('changes the fields sent, in canonical form, audits before and after, and accepts the same e-mail', async () => {
    const agent = await t.signIn('pro@medical.example.com');
    const userId = await userIdOf('pro@medical.example.com');
    const before = await get(agent);
    const response = await put(agent, {
      email: ' PRO@Medical.example.com ',
      firstName: ' Noa ',
      phone: '+972 50-123-4567',
      company: 'Demo clinic',
      position: 'Physician',
      timezone: 'asia/jerusalem',
      language: 'es',
      bio: 'שלום! Hello.',
      linkedIn: 'linkedin.com/in/noa-pro',
      website: 'https://noa.example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      messages: { he: expect.stringMatching(HEBREW), en: 'Profile updated', es: expect.any(String) },
      data: {
        email: 'pro@medical.example.com',
        firstName: 'Noa',
        lastName: 'Pro',
        phone: '+972 50-123-4567',
        company: 'Demo clinic',
        position: 'Physician',
        timezone: 'Asia/Jerusalem',
        language: 'es',
        bio: 'שלום! Hello.',
        linkedIn: 'https://linkedin.com/in/noa-pro',
        website: 'https://noa.example.com/',
      },
    });
    const after = await get(agent);
    expect(after).toEqual(response.json().data);
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(before.updatedAt).getTime());
    expect((await agent.request({ method: 'GET', url: '/api/users/preferences' })).json().data.language).toBe('es');

    const audit = await auditOf(userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: userId, success: true, before: { firstName: 'Noam', phone: null, timezone: null }, after: { firstName: 'Noa', phone: '+972 50-123-4567', timezone: 'Asia/Jerusalem' } });
    // An unchanged field is not in the audit entry.
    expect(audit[0]!.after).not.toHaveProperty('lastName');

    // Clearing: null or an empty string.
    const cleared = await put(agent, { phone: null, company: '', bio: '   ' });
    expect(cleared.json().data).toMatchObject({ phone: null, company: null, bio: null, position: 'Physician' });
    expect(await auditOf(userId)).toHaveLength(2);
    // The same values again change nothing and are not audited.
    expect((await put(agent, { phone: null, position: 'Physician' })).statusCode).toBe(200);
    expect(await auditOf(userId)).toHaveLength(2);
  });

  it('refuses another e-mail address with EMAIL_CANNOT_CHANGE and changes nothing', async () => {
    const agent = await t.signIn('admin@accounting.example.com');
    const response = await put(agent, { email: 'someone.else@example.com', firstName: 'Changed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'EMAIL_CANNOT_CHANGE',
      message: 'Email address cannot be changed',
      messages: { he: expect.stringMatching(HEBREW), en: 'Email address cannot be changed', es: expect.any(String) },
      errors: [{ field: 'email', messages: { he: expect.stringMatching(HEBREW), en: 'Email address cannot be changed', es: expect.any(String) } }],
    });
    expect(await get(agent)).toMatchObject({ email: 'admin@accounting.example.com', firstName: 'Dana' });
    expect(await auditOf(await userIdOf('admin@accounting.example.com'))).toHaveLength(0);
  });

  it('answers every field’s problem at once, in Hebrew and English', async () => {
    const agent = await t.signIn('pro@accounting.example.com');
    const response = await put(agent, { firstName: '   ', phone: 'call me', timezone: 'Mars/Olympus_Mons', website: 'javascript:alert(1)', linkedIn: 'https://evil.example.com/in/x', language: 'es' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'INVALID_REQUEST', messages: { he: expect.stringMatching(HEBREW), en: expect.any(String) } });
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['firstName', 'language', 'linkedIn', 'phone', 'timezone', 'website']);
    for (const error of body.errors) expect(error.messages).toEqual({ he: expect.stringMatching(HEBREW), en: expect.any(String), es: expect.any(String) });
    expect(await get(agent)).toMatchObject({ firstName: 'Noam', phone: null, timezone: null, website: null, linkedIn: null, language: 'he' });

    const schemaCases: [Record<string, unknown>, string][] = [
      [{ bio: 'x'.repeat(2001) }, 'bio'],
      [{ firstName: 'x'.repeat(101) }, 'firstName'],
      [{ phone: 5551234 }, 'phone'],
      [{ role: 'admin' }, 'role'],
      [{ isMfaEnabled: false }, 'isMfaEnabled'],
      [{ language: 'fr' }, 'language'],
    ];
    for (const [payload, field] of schemaCases) {
      const refused = await put(agent, payload);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().errors, field).toEqual(expect.arrayContaining([expect.objectContaining({ field, messages: { he: expect.stringMatching(HEBREW), en: expect.any(String), es: expect.any(String) } })]));
    }
    for (const [field, value] of [['phone', '12345'], ['phone', '+1234567890123456'], ['timezone', '../../etc/passwd'], ['website', 'ftp://files.example.com'], ['website', 'https://user:secret@example.com']] as const) {
      expect((await put(agent, { [field]: value })).json().errors?.[0]?.field, `${field} ${value}`).toBe(field);
    }
    expect((await put(agent, { timezone: 'UTC', phone: '(03) 555-1234' })).json().data).toMatchObject({ timezone: 'UTC', phone: '(03) 555-1234' });
  });

  it('shows the picture’s address once there is one', async () => {
    const agent = await t.signIn('admin@vet.example.com');
    const userId = await userIdOf('admin@vet.example.com');
    const uploaded = await agent.request({ method: 'POST', url: '/api/users/profile/avatar', ...pictureUpload(), csrf: true });
    expect(uploaded.statusCode).toBe(200);
    const profile = await get(agent);
    expect(profile.avatarUrl).toBe(uploaded.json().data.avatarUrl);
    expect(profile.avatarUrl).toMatch(new RegExp(`^/api/users/${userId}/avatar`));
    // Changing the profile leaves the picture as it was.
    expect((await put(agent, { company: 'Vet' })).json().data.avatarUrl).toBe(profile.avatarUrl);
  });

  it('shows each user only their own profile', async () => {
    const owner = await t.signIn('admin@realestate.example.com');
    await put(owner, { phone: '+972 3 555 0000', bio: 'Private words' });
    for (const email of ['pro@realestate.example.com', 'admin@insurance.example.com']) {
      const other = await get(await t.signIn(email));
      expect(other.email).toBe(email);
      expect(JSON.stringify(other)).not.toContain('Private words');
    }
  });

  it('needs a session, and the CSRF token to change anything', async () => {
    expect((await t.anonymous().request({ method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
    const agent = await t.signIn('pro@generic.example.com');
    expect((await agent.request({ method: 'PUT', url: '/api/users/profile', payload: { company: 'x' } })).statusCode).toBe(403);
    expect((await get(agent)).company).toBeNull();
  });
});
