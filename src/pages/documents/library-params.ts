import { DOCUMENT_STATUSES, type DocumentStatus } from '../../api/document-answers';

/** The library's tabs: every document, those awaiting review, the approved ones, and the office's templates. */
export const LIBRARY_VIEWS = ['all', 'review', 'completed', 'templates'] as const;
export type LibraryView = (typeof LIBRARY_VIEWS)[number];

/** What the library shows, kept in the address so that reload, back and the office's menu links keep it. */
export interface LibraryParams {
  view: LibraryView;
  page: number;
  limit: number;
  /** A document type of the office; none for every type. */
  type?: string;
  /** Words for the server's search (names, tags and the text inside the files). */
  q?: string;
  tag?: string;
  /** A status asked for by address beyond the tabs' (?status=archived). */
  status?: DocumentStatus;
  /** A stage of the office's document workflow (?stage=review, as its dashboard tiles link). */
  stage?: string;
}

export const LIBRARY_PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * The statuses each tab lists. Awaiting review is every status of spec 2 §3 that waits for a reviewer: pending and
 * in_review (the badge documents.pendingReview counts the same, src/app/layout/badge-sources.ts).
 */
export const VIEW_STATUSES: Partial<Record<LibraryView, readonly DocumentStatus[]>> = { review: ['pending', 'in_review'], completed: ['approved'] };

const positive = (value: string | null, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The status a link names: one of the API's, or the office menus' words for review (?status=review). */
function readStatus(value: string | null): DocumentStatus | undefined {
  if (value === 'review') return 'in_review';
  return (DOCUMENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as DocumentStatus) : undefined;
}

// A workflow stage's id, as the API's schema takes it.
const STAGE_ID = /^[a-z][a-z0-9_-]{0,59}$/;

const text = (value: string | null): string | undefined => value?.trim().slice(0, 200) || undefined;

/** The library's parameters from the address; anything unknown reads as the default. */
export function readLibraryParams(search: URLSearchParams): LibraryParams {
  const status = readStatus(search.get('status'));
  const asked = search.get('view');
  const fromStatus = status && (Object.keys(VIEW_STATUSES) as LibraryView[]).find((view) => VIEW_STATUSES[view]?.includes(status));
  const view: LibraryView = (LIBRARY_VIEWS as readonly string[]).includes(asked ?? '') ? (asked as LibraryView) : (fromStatus ?? 'all');
  const limit = positive(search.get('limit'), 10);
  const params: LibraryParams = { view, page: positive(search.get('page'), 1), limit: (LIBRARY_PAGE_SIZES as readonly number[]).includes(limit) ? limit : 10 };
  const type = text(search.get('type'));
  const q = text(search.get('q'));
  const tag = text(search.get('tag'));
  const stage = search.get('stage');
  if (type) params.type = type;
  if (q) params.q = q;
  if (tag) params.tag = tag;
  if (stage && STAGE_ID.test(stage)) params.stage = stage;
  // A status the tab lists already is the tab's (a menu's ?status=in_review opens the whole awaiting review tab).
  if (status && !VIEW_STATUSES[view]?.includes(status)) params.status = status;
  return params;
}

/** The address for changed parameters: defaults left out, back to page 1 when anything but the page changes. */
export function writeLibraryParams(current: LibraryParams, changes: Partial<LibraryParams>): URLSearchParams {
  const isPaging = Object.keys(changes).every((key) => key === 'page');
  const next = { ...current, ...changes, ...(isPaging ? {} : { page: 1 }) };
  // A tab chooses its own status: one asked for by address is let go when the tab changes.
  if ('view' in changes && !('status' in changes)) delete next.status;
  const search = new URLSearchParams();
  if (next.view !== 'all') search.set('view', next.view);
  if (next.type) search.set('type', next.type);
  if (next.q) search.set('q', next.q);
  if (next.tag) search.set('tag', next.tag);
  if (next.status) search.set('status', next.status);
  if (next.stage) search.set('stage', next.stage);
  if (next.page !== 1) search.set('page', String(next.page));
  if (next.limit !== 10) search.set('limit', String(next.limit));
  return search;
}

/** The API call that lists a page as the parameters ask: the search when there are words, else the list. */
export function libraryListPath(params: LibraryParams): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.type) query.set('documentType', params.type);
  // Several statuses are the parameter repeated (status=pending&status=in_review), as the API's schema reads them.
  for (const status of params.status ? [params.status] : (VIEW_STATUSES[params.view] ?? [])) query.append('status', status);
  if (params.tag) query.set('tag', params.tag);
  if (params.stage) query.set('stage', params.stage);
  query.set('page', String(params.page));
  query.set('limit', String(params.limit));
  return `${params.q ? LIBRARY_API.search : LIBRARY_API.list}?${query.toString()}`;
}

/** The library's API paths (server/modules/documents/library.routes.ts), under the client's /api base. */
export const LIBRARY_API = {
  list: '/pdf/docs',
  search: '/pdf/docs/search',
  tags: '/pdf/docs/tags',
  upload: '/pdf/docs/upload',
  document: (id: string, part?: 'versions' | 'download' | 'shares' | 'history') => `/pdf/docs/${encodeURIComponent(id)}${part ? `/${part}` : ''}`,
} as const;
