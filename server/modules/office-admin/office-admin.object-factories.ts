import type { TestApp } from '../../testing/test-app';
import type { ConformanceObject, ConformanceOwner } from '../../testing/conformance-objects';

/**
 * The office-admin module's object factory for the tenant-isolation suite: `office-version`, a saved version of the
 * owner's settings, made by its admin; intact while the office's versions and the overrides it runs on are as they were.
 */
export const officeAdminObjectFactories = {
  'office-version': {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const agent = await t.signIn(owner.member);
      const call = (method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) => agent.request({ method, url, ...(payload ? { payload } : {}), csrf: method !== 'GET' });
      const current = (await call('GET', '/api/admin/office')).json().data as { version: number; overrides: Record<string, unknown> };
      const saved = await call('PUT', '/api/admin/office', { overrides: { ...current.overrides, terminology: { en: { client: `Isolated client ${Date.now()}` } } }, baseVersion: current.version });
      if (saved.statusCode !== 200) throw new Error(`The office-version factory could not save a version: ${saved.statusCode} ${saved.body}`);
      const read = async () => {
        const [settings, versions] = await Promise.all([call('GET', '/api/admin/office'), call('GET', '/api/admin/office/versions?limit=100')]);
        return JSON.stringify({ settings: settings.json().data, versions: versions.json().data });
      };
      const id = ((await call('GET', '/api/admin/office/versions')).json().data as { id: string }[])[0]!.id;
      const snapshot = await read();
      return {
        id,
        async check() {
          return (await read()) === snapshot ? { isIntact: true } : { isIntact: false, why: 'its office’s settings or versions changed' };
        },
      };
    },
  },
};
