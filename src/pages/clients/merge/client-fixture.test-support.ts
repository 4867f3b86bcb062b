import type { Client } from '../../../api/client-answers';

/** A client as GET /api/clients/client/{id} answers, with what a test changes. */
export function clientFixture(changes: Partial<Client> & Pick<Client, 'id' | 'firstName' | 'lastName'>): Client {
  return {
    kind: 'client',
    idNumber: null,
    birthDate: null,
    gender: null,
    email: null,
    phone: null,
    mobilePhone: null,
    fax: null,
    preferredContact: null,
    address: {},
    professional: {},
    management: { status: 'active', tags: [], notes: null, assignedTo: null, priority: 'medium' },
    leadStatus: null,
    leadScore: null,
    source: null,
    intake: {},
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
    createdBy: null,
    lastModifiedBy: null,
    lastContactDate: null,
    nextFollowUpDate: null,
    followUpNotes: null,
    documentsCount: 0,
    activitiesCount: 1,
    notesCount: 0,
    ...changes,
  };
}
