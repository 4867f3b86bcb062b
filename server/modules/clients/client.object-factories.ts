import type { TestApp } from '../../testing/test-app';
import { CLIENTS_BASE } from './client-paths';
import type { ConformanceObject, ConformanceOwner } from '../../testing/conformance-objects';

const unique = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function createClient(t: TestApp, owner: ConformanceOwner, tag: string) {
  const agent = await t.signIn(owner.member);
  const created = await agent.request({ method: 'POST', url: CLIENTS_BASE, payload: { firstName: 'Isolated', lastName: 'Client', email: `isolated-${unique()}@example.com`, management: { tags: [tag] } }, csrf: true });
  const client = created.json().data as { id: string } | undefined;
  if (created.statusCode !== 201 || !client) throw new Error(`The client factory could not create a client: ${created.statusCode} ${created.body}`);
  const note = await agent.request({ method: 'POST', url: `${CLIENTS_BASE}/${client.id}/notes`, payload: { content: 'Private note' }, csrf: true });
  if (note.statusCode !== 201) throw new Error(`The client factory could not add a note: ${note.statusCode} ${note.body}`);
  return { agent, id: client.id };
}

/**
 * The clients module's object factories for the tenant-isolation suite: `client` (a client with a tag and a note;
 * intact while its owner reads it unchanged, notes and activity included) and `client-tag` (a tag only that
 * client carries; intact while its owner still finds the client by it).
 */
export const clientObjectFactories = {
  client: {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const { agent, id } = await createClient(t, owner, `iso-${unique()}`.slice(0, 30));
      const read = async () => {
        const [client, notes, activities] = await Promise.all(['', '/notes', '/activities'].map((path) => agent.request({ method: 'GET', url: `${CLIENTS_BASE}/${id}${path}` })));
        return { status: client!.statusCode, body: `${client!.body}${notes!.body}${activities!.body}` };
      };
      const snapshot = await read();
      return {
        id,
        async check() {
          const now = await read();
          if (now.status !== 200) return { isIntact: false, why: `its owner can no longer read it (${now.status})` };
          return now.body === snapshot.body ? { isIntact: true } : { isIntact: false, why: 'it, its notes or its activity changed' };
        },
      };
    },
  },
  'client-tag': {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const tag = `iso-${unique()}`.slice(0, 30);
      const { agent, id } = await createClient(t, owner, tag);
      return {
        id: tag,
        async check() {
          const found = await agent.request({ method: 'GET', url: `${CLIENTS_BASE}/by-tag/${encodeURIComponent(tag)}` });
          if (found.statusCode !== 200) return { isIntact: false, why: `its owner no longer finds a client by it (${found.statusCode})` };
          const ids = (found.json().data as { id: string }[]).map((row) => row.id);
          return ids.length === 1 && ids[0] === id ? { isIntact: true } : { isIntact: false, why: 'other clients carry it, or not its own' };
        },
      };
    },
  },
};
