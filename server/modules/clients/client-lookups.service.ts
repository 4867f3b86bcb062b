import { inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { clientError } from './client-errors';
import { clientRowView, type ClientRowView } from './client.view';
import { filteredClients, firstClients, openRecordsOf, tagCounts, withFollowUp, type ClientFilters } from './client-list.queries';
import type { ClientRecord } from './clients.queries';

/** How many clients a search answers (spec 2 §7: the first 20). */
export const SEARCH_LIMIT = 20;
/** How many clients the short lists (by tag, follow-ups) answer at most. */
export const SHORT_LIST_LIMIT = 100;

async function rowsOf(trx: ScopedTransaction, rows: ClientRecord[]): Promise<ClientRowView[]> {
  const open = await openRecordsOf(trx, rows.map((row) => row.id));
  return rows.map((row) => clientRowView(row, open.get(row.id)));
}

function shortList(ctx: OfficeContext, filters: ClientFilters, limit: number, due?: 'upcoming' | 'overdue', days?: number): Promise<ClientRowView[]> {
  return inOffice(ctx, async (trx) => {
    const { query } = await filteredClients(trx, filters);
    const rows = await firstClients(due ? withFollowUp(query, due, days) : query, due ? 'followUp' : 'newest', limit);
    return rowsOf(trx, rows);
  });
}

/** The first clients whose names, e-mail, phones or ID number hold the term, newest first. */
export const searchClients = (ctx: OfficeContext, term: string) => shortList(ctx, { search: term }, SEARCH_LIMIT);

/** The clients carrying a tag, newest first; 404 when none does (the office has no such tag). */
export async function clientsWithTag(ctx: OfficeContext, tag: string): Promise<ClientRowView[]> {
  const rows = await shortList(ctx, { tag }, SHORT_LIST_LIMIT);
  if (rows.length === 0) throw clientError(404, 'CLIENT_TAG_NOT_FOUND');
  return rows;
}

/** Clients whose next follow-up falls within the next `days` days (7 by default), soonest first. */
export const upcomingFollowUps = (ctx: OfficeContext, days = 7) => shortList(ctx, {}, SHORT_LIST_LIMIT, 'upcoming', days);

/** Clients whose next follow-up is past, longest overdue first. */
export const overdueFollowUps = (ctx: OfficeContext) => shortList(ctx, {}, SHORT_LIST_LIMIT, 'overdue');

/** Every tag of the office's clients with its count. */
export const officeTags = (ctx: OfficeContext) => inOffice(ctx, (trx) => tagCounts(trx));
