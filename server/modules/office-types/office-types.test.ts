import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'lishka-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Lishka</title><div id="root"></div>');
  testApp = await createTestApp(testDatabaseKinds()[0]!, { webRoot });
  app = testApp.app;
});

afterAll(async () => testApp?.close());

describe('GET /api/office-types', () => {
  it('lists the seven shipped office types with their names and languages', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/office-types' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; data: { id: string; name: { he: string; en: string }; languages: string[] }[] }>();
    expect(body.success).toBe(true);
    expect(body.data.map((type) => type.id)).toEqual(['accounting', 'generic', 'insurance', 'legal', 'medical', 'real-estate', 'veterinary']);
    expect(body.data.find((type) => type.id === 'legal')).toMatchObject({ name: { en: 'Law office' }, languages: ['he', 'en', 'es'] });
  });
});

describe('GET /api/office-types/:id', () => {
  it('answers the resolved configuration, features included', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/office-types/medical' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { id: string; terminology: { en: { client: string } }; featureFlags: { features: Record<string, { enabled: boolean; reason: string }> } } }>();
    expect(data.id).toBe('medical');
    expect(data.terminology.en.client).toBe('Patient');
    expect(data.featureFlags.features['client-portal']).toMatchObject({ enabled: true });
  });

  it('answers 404 in both languages for an unknown office type', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/office-types/astrology' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'OFFICE_TYPE_NOT_FOUND', messages: { he: expect.stringContaining('astrology'), en: 'No office type "astrology"' } });
  });

  it('refuses an id that is not an office-type id with a 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/office-types/..%2F..%2Fetc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST', messages: { he: expect.any(String), en: 'Invalid request' } });
  });
});

describe('the web app', () => {
  it('answers index.html for application paths, so the app’s router decides', async () => {
    for (const url of ['/', '/dashboard', '/clients/42']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers the health check', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});
