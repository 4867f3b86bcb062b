import type { RecordItem } from './record-types';

/** The record's own links as the form edits them. */
export interface RecordLinkValues {
  clientId?: string | null;
  assignedTo?: string | null;
}

/** The body of POST (create) or PUT (change, with the version it was read at) of a record. */
export function recordBody(data: Record<string, unknown>, links: RecordLinkValues, client: 'required' | 'optional' | 'none', record?: Pick<RecordItem, 'version'>) {
  return {
    data,
    ...(client !== 'none' && links.clientId !== undefined ? { clientId: links.clientId ?? null } : {}),
    ...(links.assignedTo !== undefined ? { assignedTo: links.assignedTo ?? null } : {}),
    ...(record ? { version: record.version } : {}),
  };
}
