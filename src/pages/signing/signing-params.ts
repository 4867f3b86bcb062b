import { SIGNING_API, type SigningView } from '../../api/signing-api-paths';
import type { SigningWorkflowStatus } from '../../api/signing-answers';

/** The tabs of /documents/workflows, in their order. */
export const SIGNING_TABS = ['active', 'waiting', 'completed', 'drafts'] as const satisfies readonly SigningView[];
export type SigningTab = (typeof SIGNING_TABS)[number];

/** Every workflow status, in the order the filter offers them. */
export const SIGNING_STATUSES: readonly SigningWorkflowStatus[] = ['draft', 'review', 'signing', 'in_progress', 'approved', 'completed', 'rejected', 'cancelled'];

export const SIGNING_PAGE_SIZE = 20;

/** What the list shows, kept in the address so that reload and back keep it. */
export interface SigningListParams {
  tab: SigningTab;
  page: number;
  search?: string;
  status: SigningWorkflowStatus[];
  /** Only one document's workflows (?documentId=, from its page). */
  documentId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's parameters from the address; anything unknown reads as the default. */
export function readSigningParams(search: URLSearchParams): SigningListParams {
  const tab = search.get('tab');
  const page = Number(search.get('page'));
  const words = search.get('search')?.trim().slice(0, 100);
  const documentId = search.get('documentId') ?? '';
  return {
    tab: (SIGNING_TABS as readonly string[]).includes(tab ?? '') ? (tab as SigningTab) : 'active',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    status: search.getAll('status').filter((status): status is SigningWorkflowStatus => (SIGNING_STATUSES as readonly string[]).includes(status)),
    ...(words ? { search: words } : {}),
    ...(UUID.test(documentId) ? { documentId } : {}),
  };
}

/** The address for changed parameters: defaults left out, back to page 1 when anything but the page changes. */
export function writeSigningParams(current: SigningListParams, changes: Partial<SigningListParams>): URLSearchParams {
  const isPaging = Object.keys(changes).every((key) => key === 'page');
  const next = { ...current, ...changes, ...(isPaging ? {} : { page: 1 }) };
  const search = new URLSearchParams();
  if (next.tab !== 'active') search.set('tab', next.tab);
  if (next.search) search.set('search', next.search);
  for (const status of next.status) search.append('status', status);
  if (next.documentId) search.set('documentId', next.documentId);
  if (next.page !== 1) search.set('page', String(next.page));
  return search;
}

/** The API call that lists a page as the parameters ask. */
export function signingListPath(params: SigningListParams): string {
  const query = new URLSearchParams({ view: params.tab });
  for (const status of params.status) query.append('status', status);
  if (params.search) query.set('search', params.search);
  if (params.documentId) query.set('documentId', params.documentId);
  query.set('page', String(params.page));
  query.set('limit', String(SIGNING_PAGE_SIZE));
  return `${SIGNING_API.list}?${query.toString()}`;
}
