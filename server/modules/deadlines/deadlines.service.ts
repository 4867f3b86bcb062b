import { sql, type RawBuilder } from 'kysely';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { pageWindow, paginationOf, type Pagination } from '../../http/pagination';
import { dayStart, dueWindow, type DeadlineRange } from './deadline-ranges';
import { assigneeCondition, hiddenModules, visibleDeadlines } from './deadline-visibility';
import { deadlineView, type DeadlineView } from './deadline.view';
import { unknownModule } from './deadlines.messages';
import { countDeadlinesIn, listDeadlines } from './deadlines.queries';

/** What a list asks for. */
export interface DeadlineQuery {
  range?: DeadlineRange;
  assignee?: string;
  module?: string;
  page?: number;
  limit?: number;
}

/** The caller's deadline counts: due today, within the week from today, overdue, and per day of that week. */
export interface DeadlineCounts {
  today: number;
  week: number;
  overdue: number;
  days: { day: string; count: number }[];
}

// The deadlines of one module: its records' stages and tasks, or the follow-ups of the clients (or leads) it lists.
function moduleCondition(ctx: OfficeContext, moduleId: string): RawBuilder<boolean> {
  const module = ctx.office.features.modules.find((candidate) => candidate.id === moduleId);
  if (!module || hiddenModules(ctx).includes(moduleId)) throw unknownModule();
  const clientKind = module.kind === 'leads' ? 'lead' : module.kind === 'clients' || module.entity === 'clients' ? 'client' : null;
  if (clientKind) return sql<boolean>`(kind = 'follow-up' and client_kind = ${clientKind})`;
  return sql<boolean>`(kind <> 'follow-up' and module = ${moduleId})`;
}

/** The visible deadlines' conditions for a query: the caller's view, whose, and of which module. */
function conditionsFor(ctx: OfficeContext, query: Pick<DeadlineQuery, 'assignee' | 'module'>): RawBuilder<boolean>[] {
  return [visibleDeadlines(ctx), assigneeCondition(ctx, query.assignee ?? 'all'), ...(query.module ? [moduleCondition(ctx, query.module)] : [])];
}

/** A page of the caller's deadlines in a range, soonest first (the longest overdue first), with the pagination. */
export async function listDeadlinePage(ctx: OfficeContext, query: DeadlineQuery, now = new Date()): Promise<{ data: DeadlineView[]; pagination: Pagination }> {
  const window = pageWindow(query);
  const conditions = conditionsFor(ctx, query);
  const due = dueWindow(query.range ?? 'today', ctx.office.localization.timeZone, now);
  const { rows, total } = await inOffice(ctx, (trx) => listDeadlines(trx, { conditions, window: due, limit: window.limit, offset: window.offset }));
  return { data: rows.map((row) => deadlineView(ctx, row, now)), pagination: paginationOf(window, total) };
}

const DAYS_IN_WEEK = 7;

/** How many of the caller's deadlines are due today, within the week, overdue, and on each day of the week. */
export async function deadlineCounts(ctx: OfficeContext, query: Pick<DeadlineQuery, 'assignee' | 'module'> = {}, now = new Date()): Promise<DeadlineCounts> {
  const timeZone = ctx.office.localization.timeZone;
  const days = Array.from({ length: DAYS_IN_WEEK }, (_, index) => ({ from: dayStart(timeZone, now, index), to: dayStart(timeZone, now, index + 1) }));
  const windows = [dueWindow('today', timeZone, now), dueWindow('week', timeZone, now), dueWindow('overdue', timeZone, now), ...days];
  const counts = await inOffice(ctx, (trx) => countDeadlinesIn(trx, conditionsFor(ctx, query), windows));
  const dayName = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return {
    today: counts[0] ?? 0,
    week: counts[1] ?? 0,
    overdue: counts[2] ?? 0,
    days: days.map((day, index) => ({ day: dayName.format(day.from), count: counts[3 + index] ?? 0 })),
  };
}
