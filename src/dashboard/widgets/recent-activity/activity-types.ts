/** The filters the activity endpoints take: all, or one entity type. */
export const ACTIVITY_FILTERS = ['all', 'client', 'document', 'opportunity', 'simulation'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

/** Whether a text is one of the activity filters (for a filter read from the address). */
export const isActivityFilter = (value: unknown): value is ActivityFilter => (ACTIVITY_FILTERS as readonly unknown[]).includes(value);

/** One entry of the office's activity (server/modules/dashboard/dashboard.schemas.ts). */
export interface ActivityItem {
  id: string;
  entityType: 'client' | 'document' | 'opportunity';
  entityId: string;
  clientId?: string;
  clientKind?: 'client' | 'lead';
  title: string;
  /** The user's own words for an activity they recorded; empty for what the system recorded. */
  description: string;
  /** The values the entry is worded from (src/app/activity/activity-line.ts). */
  metadata?: Record<string, unknown>;
  action: string;
  performedBy?: string | null;
  performedByName: string | null;
  timestamp: string;
  path: string;
}

/** An entity type asked for whose activity is not stored yet, with the server's words for it. */
export interface UnavailableActivity {
  entityType: string;
  messages: Record<string, string>;
}

/** GET /api/dashboard/activity's answer. */
export interface RecentActivityAnswer {
  success: true;
  data: { filter: ActivityFilter; items: ActivityItem[]; unavailable: UnavailableActivity[] };
}

/** GET /api/dashboard/activity/all's answer. */
export interface ActivityPageAnswer {
  success: true;
  data: ActivityItem[];
  pagination: { page: number; limit: number; total: number; totalPages: number; hasMore: boolean };
  unavailable: UnavailableActivity[];
}

/** The SWR key of the recent-activity widget's entries. */
export const recentActivityKey = (filter: ActivityFilter, perType: number, limit: number) => `/dashboard/activity?filter=${filter}&perType=${perType}&limit=${limit}`;

/** The SWR key of a page of all activity. */
export const activityPageKey = (filter: ActivityFilter, page: number, limit = 20) => `/dashboard/activity/all?filter=${filter}&page=${page}&limit=${limit}`;

/** The activity page's address, with the filter when it is not all. */
export const activityPagePath = (filter: ActivityFilter) => (filter === 'all' ? '/dashboard/activity' : `/dashboard/activity?filter=${filter}`);
