import type { ClientRow } from '../../../api/client-answers';
import { ok } from '../../in-memory-fetcher';

const HOUR = 3_600_000;

/** A client-list row with a follow-up `hours` from `now` (negative: overdue), for stories and tests. */
export function followUpRow(id: string, name: [string, string], hours: number, now = Date.now(), kind: ClientRow['kind'] = 'client'): ClientRow {
  const at = new Date(now + hours * HOUR).toISOString();
  return {
    id,
    kind,
    firstName: name[0],
    lastName: name[1],
    email: null,
    phone: null,
    mobilePhone: null,
    status: 'active',
    priority: 'medium',
    tags: [],
    leadStatus: kind === 'lead' ? 'contacted' : null,
    leadScore: null,
    lastContactDate: null,
    nextFollowUpDate: at,
    createdAt: at,
    updatedAt: at,
    totalActiveRecords: 0,
    totalRecordValue: 0,
  };
}

/** The two follow-up lists as the API answers them: two overdue (a lead among them) and three upcoming. */
export function followUpAnswers(now = Date.now()) {
  return {
    overdue: ok([followUpRow('c-late', ['דנה', 'לוי'], -50, now), followUpRow('l-late', ['John', 'Smith'], -3, now, 'lead')]),
    upcoming: ok([followUpRow('c-soon', ['משה', 'כהן'], 5, now), followUpRow('c-week', ['רות', 'אברהם'], 100, now), followUpRow('c-later', ['Ana', 'Gómez'], 160, now)]),
  };
}
