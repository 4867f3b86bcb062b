import { isActivityFilter, type ActivityFilter } from '../../dashboard/widgets/recent-activity/activity-types';

/** The activity page's filter and page, read from its address (anything unreadable is all, page 1). */
export function readActivityParams(search: URLSearchParams): { filter: ActivityFilter; page: number } {
  const filter = search.get('filter');
  const page = Number(search.get('page'));
  return { filter: isActivityFilter(filter) ? filter : 'all', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The address's query for a filter and page, leaving out the defaults. */
export function activityParams({ filter, page }: { filter: ActivityFilter; page: number }): URLSearchParams {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('filter', filter);
  if (page > 1) params.set('page', String(page));
  return params;
}
