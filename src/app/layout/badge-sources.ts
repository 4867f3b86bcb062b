import useSWR from 'swr';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { isFixedBadgeSource, moduleBadgeSource, type FixedBadgeSourceName, type ModuleBadgeKindName } from '../../../engine/dashboard/badge-sources';
import type { ListPagination } from '../../api/client-answers';
import { calendarListQuery, type Appointment } from '../../pages/calendar/calendar-api';
import { useTimeZone } from '../time/use-time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The total of a list call, read with one row: the API counts exactly up to its bound, which a badge never passes. */
function useListTotal(path: string): number | undefined {
  const { data } = useSWR<{ pagination: ListPagination }>(path, { refreshInterval: 5 * 60_000 });
  return data?.pagination.total;
}

/** New leads waiting for a first contact (the insurance office's Leads badge). */
const useNewLeads = () => useListTotal('/clients/client?kind=lead&leadStatus=new&limit=1');

/** The caller's open tasks' counts (GET /api/tasks/counts): mine, of those overdue, and my roles' queue. */
function useTaskCount(key: 'mine' | 'overdue' | 'role'): number | undefined {
  const { data } = useSWR<{ data: { mine: number; overdue: number; role: number } }>('/tasks/counts', { refreshInterval: 60_000 });
  return data?.data[key];
}

const useMyTasks = () => useTaskCount('mine');
const useOverdueTasks = () => useTaskCount('overdue');
const useRoleTasks = () => useTaskCount('role');

/** The caller's deadlines due today (GET /api/deadlines/counts, the deadlines screen's own counts). */
function useDeadlinesToday(): number | undefined {
  const { data } = useSWR<{ data: { today: number } }>('/deadlines/counts', { refreshInterval: 60_000 });
  return data?.data.today;
}

/**
 * The library's documents awaiting review the caller may see (GET /api/pdf/docs, one row: its total): pending and
 * in_review, the statuses the library's pending review tab lists (src/pages/documents/library-params.ts).
 */
function useDocumentsInReview(): number | undefined {
  const { data } = useSWR<{ data: { total: number } }>('/pdf/docs?status=pending&status=in_review&limit=1', { refreshInterval: 5 * 60_000 });
  return data?.data.total;
}

/**
 * The live figure of each fixed source a menu badge can name (engine/dashboard/badge-sources.ts, which the loader
 * checks a badge's source against): hooks, each called by its badge on every render. Keyed by the registry's names,
 * so a source declared there without its hook here does not compile.
 */
export const BADGE_SOURCES: Readonly<Record<FixedBadgeSourceName, () => number | undefined>> = {
  'leads.new': useNewLeads,
  'tasks.mine': useMyTasks,
  'tasks.overdue': useOverdueTasks,
  'tasks.role': useRoleTasks,
  'deadlines.today': useDeadlinesToday,
  'documents.pendingReview': useDocumentsInReview,
};

const NO_SOURCE = (): undefined => undefined;

/**
 * The figures of the menu's records badges (GET /api/dashboard/badges: records.<module>.open or .all, counted up to
 * 100), read once for the whole menu; nothing for a source of another kind.
 */
function useRecordFigure(source: string | undefined): number | undefined {
  const { data } = useSWR<{ data: { figures: Record<string, number> } }>(source ? '/dashboard/badges' : null, { refreshInterval: 60_000 });
  return source ? data?.data.figures[source] : undefined;
}

/** The appointments of a calendar module that start today in the user's time zone, cancelled ones aside (calendar.<module>.today). */
function useCalendarToday(module: string | undefined): number | undefined {
  const timeZone = useTimeZone();
  const start = dayjs.tz(dayjs().tz(timeZone).format('YYYY-MM-DD'), timeZone);
  const range = { from: start.toISOString(), to: start.add(1, 'day').toISOString() };
  const { data } = useSWR<{ data: Appointment[] }>(module ? calendarListQuery(module, range) : null, { refreshInterval: 5 * 60_000 });
  return data?.data.filter((entry) => entry.status !== 'cancelled').length;
}

/** A badge's source that names a module, read. */
type NamedModule = { source: string; module: string; figure: string };

/**
 * The live figure of each kind of source that names a module (engine/dashboard/badge-sources.ts, keyed by the same
 * kinds): each hook runs on every render, with the source when it is of its kind.
 */
const MODULE_BADGE_HOOKS: Readonly<Record<ModuleBadgeKindName, (named: NamedModule | undefined) => number | undefined>> = {
  records: (named) => useRecordFigure(named?.source),
  calendar: (named) => useCalendarToday(named?.figure === 'today' ? named.module : undefined),
};

/** The live figure a badge's source names: a fixed source's or a module's; undefined when none is known. */
export function useBadgeFigure(source: string | undefined): number | undefined {
  // A badge's source never changes while it is on screen, so the same hooks run on every render.
  const registered = (source !== undefined && isFixedBadgeSource(source) ? BADGE_SOURCES[source] : NO_SOURCE)();
  const named = source === undefined ? undefined : moduleBadgeSource(source);
  const figures = Object.entries(MODULE_BADGE_HOOKS).map(([kind, figureOf]) => figureOf(named && source && named.kind === kind ? { source, module: named.module, figure: named.figure } : undefined));
  return registered ?? figures.find((figure) => figure !== undefined);
}
