import type * as Api from '../../../api/generated/api-types';
import { recentActivityPath } from '../../../../widgets/widget-reads';
import { unionValues } from '../../../api/union-values';

/** The filters the activity endpoints take: all, or one entity type. */
export type ActivityFilter = Api.RecentActivityAnswer['data']['filter'];
export const ACTIVITY_FILTERS = unionValues<ActivityFilter>()(['all', 'client', 'document', 'opportunity', 'simulation']);

/** Whether a text is one of the activity filters (for a filter read from the address). */
export const isActivityFilter = (value: unknown): value is ActivityFilter => (ACTIVITY_FILTERS as readonly unknown[]).includes(value);

/** GET /api/dashboard/activity's answer (generated from server/modules/dashboard/dashboard.schemas.ts). */
export type RecentActivityAnswer = Api.RecentActivityAnswer;

/** GET /api/dashboard/activity/all's answer. */
export type ActivityPageAnswer = Api.ActivityPageAnswer;

/** One entry of the office's activity; its description is the user's own words, empty for what the system recorded. */
export type ActivityItem = ActivityPageAnswer['data'][number];

/** An entity type asked for whose activity is not stored yet, with the server's words for it. */
export type UnavailableActivity = ActivityPageAnswer['unavailable'][number];

/** The SWR key of the recent-activity widget's entries. */
export const recentActivityKey: (filter: ActivityFilter, perType: number, limit: number) => string = recentActivityPath;

/** The SWR key of a page of all activity. */
export const activityPageKey = (filter: ActivityFilter, page: number, limit = 20) => `/dashboard/activity/all?filter=${filter}&page=${page}&limit=${limit}`;

/** The activity page's address, with the filter when it is not all. */
export const activityPagePath = (filter: ActivityFilter) => (filter === 'all' ? '/dashboard/activity' : `/dashboard/activity?filter=${filter}`);
