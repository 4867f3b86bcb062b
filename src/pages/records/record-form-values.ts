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

/** The server's complaints about the form's own fields (`data.<field>`), by field. */
export function dataFieldErrors(errors: readonly { field: string; message: string }[]): { field: string; message: string }[] {
  return errors.filter((error) => error.field.startsWith('data.')).map((error) => ({ field: error.field.slice('data.'.length), message: error.message }));
}
