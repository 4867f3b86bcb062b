import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_ADMIN_BASE } from '../modules/office-admin/office-admin.routes';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';
import { officeWordFiller, withOfficeWords } from './office-words';

const RENAMED = { terminology: { he: { client: 'מרשה', clients: 'מרשים' }, en: { client: 'Principal', clients: 'Principals' } } };

describe('server texts that name the office’s clients', () => {
  it('fill {{client}} with the office’s word in each language, and the English message too', () => {
    const fill = officeWordFiller({ terminology: { he: { client: 'מרשה' }, en: { client: 'Principal' } } as never });
    const body = { success: false, message: '{{Client}} not found', messages: { he: 'ה{{client}} לא נמצא', en: '{{Client}} not found' }, errors: [{ field: 'x', message: 'a {{client}}', messages: { he: '{{client}}', en: 'a {{client}}' } }] };
    expect(withOfficeWords(body, fill)).toEqual({
      success: false,
      message: 'Principal not found',
      messages: { he: 'המרשה לא נמצא', en: 'Principal not found' },
      errors: [{ field: 'x', message: 'a principal', messages: { he: 'מרשה', en: 'a principal' } }],
    });
  });
});

describe.each(testDatabaseKinds())('an office that renamed its clients on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('reads its own word in the dashboard tiles, the toasts and the errors, in Hebrew and English; another office keeps its own', async () => {
    const admin = await t.signIn('admin@legal.example.com', { tenant: 'legal' });
    const saved = await admin.request({ method: 'PUT', url: OFFICE_ADMIN_BASE, payload: { overrides: RENAMED, baseVersion: 0 }, csrf: true });
    expect(saved.statusCode).toBe(200);

    const tiles = (await admin.request({ method: 'GET', url: '/api/dashboard/statistics?period=all' })).json().data.tiles as { id: string; label: Record<string, string> }[];
    expect(tiles.find((tile) => tile.id === 'clients-engaged')!.label).toMatchObject({ he: 'מרשים פעילים', en: 'Engaged principals' });

    const created = await admin.request({ method: 'POST', url: '/api/clients/client', payload: { firstName: 'Miriam', lastName: 'Cohen' }, csrf: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Principal created successfully', messages: { he: 'המרשה נוצר בהצלחה', en: 'Principal created successfully' } });

    const missing = await admin.request({ method: 'GET', url: '/api/clients/client/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'CLIENT_NOT_FOUND', message: 'Principal not found', messages: { he: 'המרשה לא נמצא', en: 'Principal not found' } });

    const medical = await t.signIn('admin@medical.example.com', { tenant: 'medical' });
    const elsewhere = await medical.request({ method: 'GET', url: '/api/clients/client/00000000-0000-4000-8000-000000000000' });
    expect(elsewhere.json()).toMatchObject({ message: 'Patient not found', messages: { he: 'המטופל לא נמצא' } });
  });
});
