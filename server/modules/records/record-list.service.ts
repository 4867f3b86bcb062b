import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { httpError } from '../../plugins/errors';
import { isUuid } from '../../tenancy/tenant-queries';
import { recordsModule } from './record-access';
import { daysAfter, officeDay } from './record-dates';
import { decodeRecordCursor, encodeRecordCursor } from './record-list-cursor';
import { countRecords, listRecordRows, type RecordListFilter, type RecordSort } from './record-list.queries';
import type { RecordView } from './record.view';
import { namedRecordViews } from './record-views';

/** What a list asks for: filters, search, order and where the previous page ended. */
export interface RecordListQuery {
  stage?: string;
  clientId?: string;
  assignedTo?: string;
  search?: string;
  sort?: RecordSort;
  direction?: 'asc' | 'desc';
  cursor?: string;
  limit?: number;
}

/**
 * A page of a list: its records, the cursor of the next page (null on the last), and the total, counted exactly up
 * to 10,000: past that `total` is 10,000 and `isTotalExact` false, to be shown as "10,000+".
 */
export interface RecordPage {
  items: RecordView[];
  nextCursor: string | null;
  total: number;
  isTotalExact: boolean;
}

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

// The collection's default order, where an index keeps it (numbers are given in creation order); else the latest changed first.
const INDEXED_SORTS: Record<string, RecordSort> = { $createdAt: 'createdAt', $number: 'createdAt', $updatedAt: 'updatedAt' };

function defaultSort(collection: ResolvedCollection): { sort: RecordSort; direction: 'asc' | 'desc' } {
  const declared = collection.defaultSort;
  const sort = declared ? INDEXED_SORTS[declared.field] : undefined;
  return sort && declared ? { sort, direction: declared.direction ?? 'desc' } : { sort: 'updatedAt', direction: 'desc' };
}

// A view's filters as the list's: its stages, and its date field from the office's today to today + days.
function viewFilter(ctx: OfficeContext, collection: ResolvedCollection): Pick<RecordListFilter, 'stages' | 'due'> {
  const { stages, dueWithin } = collection.filter;
  const today = officeDay(ctx);
  return {
    ...(stages ? { stages } : {}),
    ...(dueWithin ? { due: { field: dueWithin.field, from: today, to: daysAfter(today, dueWithin.days) } } : {}),
  };
}

/**
 * A page of a module's records in keyset order (a view's filtered by its stages and dates), with the total. An
 * asked stage narrows a view's stages, never widens them. 400 INVALID_CURSOR for a cursor of another order.
 */
export async function listRecords(ctx: OfficeContext, moduleId: string, query: RecordListQuery = {}): Promise<RecordPage> {
  const { collection } = recordsModule(ctx, moduleId);
  const order = defaultSort(collection);
  const sort = query.sort ?? order.sort;
  const direction = query.direction ?? (query.sort ? 'desc' : order.direction);
  const after = query.cursor === undefined ? undefined : decodeRecordCursor(query.cursor, sort, direction);
  if (query.cursor !== undefined && !after) throw httpError(400, 'INVALID_CURSOR');
  const view = viewFilter(ctx, collection);
  const stages = query.stage === undefined ? view.stages : view.stages && !view.stages.includes(query.stage) ? [] : [query.stage];
  const search = query.search?.trim();
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
  const filter: RecordListFilter = {
    module: collection.ownerId,
    ...(stages ? { stages } : {}),
    ...(view.due ? { due: view.due } : {}),
    ...(query.clientId ? { clientId: query.clientId } : {}),
    ...(query.assignedTo ? { assignedTo: query.assignedTo } : {}),
    ...(search ? { search } : {}),
    sort,
    direction,
    ...(after ? { after: { value: after.value, id: after.id } } : {}),
    limit: limit + 1,
  };
  // An id that is not one matches no record (the column is a uuid).
  if ([query.clientId, query.assignedTo].some((id) => id !== undefined && !isUuid(id))) return { items: [], nextCursor: null, total: 0, isTotalExact: true };
  return inOffice(ctx, async (trx) => {
    const rows = await listRecordRows(trx, filter);
    const { total, isExact } = await countRecords(trx, filter);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextCursor = rows.length > limit && last ? encodeRecordCursor({ sort, direction, value: last.sort_key, id: last.id }) : null;
    return { items: await namedRecordViews(trx, page.map(({ sort_key: _key, ...row }) => row)), nextCursor, total, isTotalExact: isExact };
  });
}
