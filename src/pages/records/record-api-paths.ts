/** The API path of a module's records, of one of them, or of one of its parts: `recordApiPath('matters', id, 'workflow')`. */
export function recordApiPath(module: string, id?: string, part?: string): string {
  return `/records/${encodeURIComponent(module)}${id ? `/${encodeURIComponent(id)}` : ''}${part ? `/${part}` : ''}`;
}

/** Where a workflow's calls are for one record, or for a client's or document's run, and what a change refreshes. */
export interface WorkflowPaths {
  workflow: string;
  transition: string;
  approval: string;
  history: string;
  /** Every cached answer whose key starts so is read again after a change. */
  changed: string;
}

/** The workflow calls of a module's record. */
export function recordWorkflowPaths(module: string, id: string): WorkflowPaths {
  const part = (name: string) => recordApiPath(module, id, name);
  return { workflow: part('workflow'), transition: part('transition'), approval: part('approval'), history: part('history'), changed: recordApiPath(module) };
}

/** What the list shows: the search and the stage, kept in the address; and whether as a board. */
export interface RecordListParams {
  search?: string;
  stage?: string;
  view?: 'board';
}

/** The list's page size; "show more" asks for the next one with the cursor the last one gave. */
export const RECORD_PAGE_SIZE = 25;

/** The list's parameters from the address; anything unknown is left out. */
export function readRecordListParams(search: URLSearchParams): RecordListParams {
  const params: RecordListParams = {};
  const text = search.get('search')?.trim();
  const stage = search.get('stage')?.trim();
  if (text) params.search = text.slice(0, 100);
  if (stage) params.stage = stage.slice(0, 100);
  if (search.get('view') === 'board') params.view = 'board';
  return params;
}

/** The address for changed parameters, empty ones left out. */
export function writeRecordListParams(current: RecordListParams, changes: Partial<RecordListParams>): URLSearchParams {
  const next = { ...current, ...changes };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) if (value) search.set(key, String(value));
  return search;
}

/** GET /api/records/:module with the list's filters, from a cursor; `limit` larger for the board. */
export function recordListQuery(module: string, params: Pick<RecordListParams, 'search' | 'stage'>, cursor?: string | null, limit = RECORD_PAGE_SIZE): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.stage) query.set('stage', params.stage);
  if (cursor) query.set('cursor', cursor);
  query.set('limit', String(limit));
  return `${recordApiPath(module)}?${query.toString()}`;
}
