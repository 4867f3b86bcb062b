import type { Client } from '../../../api/client-answers';

/** A client as GET /api/clients/client/{id} answers, with what a test changes. */
export function clientFixture(changes: Partial<Client> & Pick<Client, 'id' | 'firstName' | 'lastName'>): Client {
  return {
    kind: 'client',
    address: {},
    professional: {},
    management: { status: 'active', tags: [], notes: null, assignedTo: null, priority: 'medium' },
    intake: {},
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
    documentsCount: 0,
    activitiesCount: 1,
    notesCount: 0,
    ...changes,
  };
}
