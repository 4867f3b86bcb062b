import { XML_API } from './xml-api';
import { XML_STATUSES, type XmlStatus } from './xml-api-types';

/** The list's sortable columns and page sizes (spec 2 §9: 10 by default). */
export const XML_SORTS = ['uploadedAt', 'fileName', 'fileSize', 'status'] as const;
export type XmlSort = (typeof XML_SORTS)[number];
export const XML_PAGE_SIZES = [10, 20, 50, 100] as const;

/** What the list shows, kept in the address so that reload, back and the menu's links keep it. */
export interface XmlListParams {
  page: number;
  limit: number;
  status?: XmlStatus;
  /** Words for the server's search (file name, description, tags, policy and ID numbers, names). */
  q?: string;
  tags?: string[];
  /** Days (yyyy-mm-dd), inclusive. */
  dateFrom?: string;
  dateTo?: string;
  sortBy: XmlSort;
  sortOrder: 'asc' | 'desc';
}

const positive = (value: string | null, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null): string | undefined => (value && DAY.test(value) ? value : undefined);

/** The list's parameters from the address; anything unknown reads as the default. */
export function readXmlListParams(search: URLSearchParams): XmlListParams {
  const limit = positive(search.get('limit'), 10);
  const sortBy = search.get('sortBy');
  const params: XmlListParams = {
    page: positive(search.get('page'), 1),
    limit: (XML_PAGE_SIZES as readonly number[]).includes(limit) ? limit : 10,
    sortBy: (XML_SORTS as readonly (string | null)[]).includes(sortBy) ? (sortBy as XmlSort) : 'uploadedAt',
    sortOrder: search.get('sortOrder') === 'asc' ? 'asc' : 'desc',
  };
  const status = search.get('status');
  if ((XML_STATUSES as readonly (string | null)[]).includes(status)) params.status = status as XmlStatus;
  const q = search.get('q')?.trim().slice(0, 200);
  if (q) params.q = q;
  const tags = (search.get('tags') ?? '').split(',').map((tag) => tag.trim()).filter(Boolean);
  if (tags.length) params.tags = [...new Set(tags)].slice(0, 10);
  const from = day(search.get('dateFrom'));
  const to = day(search.get('dateTo'));
  if (from) params.dateFrom = from;
  if (to) params.dateTo = to;
  return params;
}

/**
 * The address for changed parameters, beside the address's other keys (the tab): defaults left out, and back to page 1
 * when anything but the page changes (spec 2 §4: a filter or the page size).
 */
export function writeXmlListParams(current: URLSearchParams, changes: Partial<XmlListParams>): URLSearchParams {
  const isPaging = Object.keys(changes).every((key) => key === 'page');
  const next: XmlListParams = { ...readXmlListParams(current), ...changes, ...(isPaging ? {} : { page: 1 }) };
  const search = new URLSearchParams(current);
  for (const key of ['page', 'limit', 'status', 'q', 'tags', 'dateFrom', 'dateTo', 'sortBy', 'sortOrder']) search.delete(key);
  if (next.status) search.set('status', next.status);
  if (next.q) search.set('q', next.q);
  if (next.tags?.length) search.set('tags', next.tags.join(','));
  if (next.dateFrom) search.set('dateFrom', next.dateFrom);
  if (next.dateTo) search.set('dateTo', next.dateTo);
  if (next.sortBy !== 'uploadedAt') search.set('sortBy', next.sortBy);
  if (next.sortOrder !== 'desc') search.set('sortOrder', next.sortOrder);
  if (next.page !== 1) search.set('page', String(next.page));
  if (next.limit !== 10) search.set('limit', String(next.limit));
  return search;
}

/** Whether any filter narrows the list (the empty state says so). */
export const isFiltered = (params: XmlListParams): boolean => Boolean(params.status || params.q || params.tags?.length || params.dateFrom || params.dateTo);

/** The API call that lists a page as the parameters ask: the search when there are words, else the list. */
export function xmlListPath(params: XmlListParams): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  query.set('page', String(params.page));
  query.set('limit', String(params.limit));
  if (params.status) query.set('status', params.status);
  if (params.tags?.length) query.set('tags', params.tags.join(','));
  if (params.dateFrom) query.set('dateFrom', params.dateFrom);
  if (params.dateTo) query.set('dateTo', params.dateTo);
  query.set('sortBy', params.sortBy);
  query.set('sortOrder', params.sortOrder);
  return `${params.q ? XML_API.search : XML_API.documents}?${query.toString()}`;
}
