import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { LeadStatus } from '../../db/schema';
import type { FieldError } from '../../plugins/errors';
import { recordDealChange } from './opportunity-history';
import { opportunityView, type OpportunityView } from './opportunity.view';
import { opportunityError, opportunityFieldError, opportunityNotFound } from './opportunities.messages';
import {
  deleteOpportunity,
  insertOpportunity,
  isActiveMember,
  isOfficeClient,
  nextPosition,
  readOpportunity,
  updateOpportunity,
  type OpportunityChanges,
} from './opportunities.queries';

/** What a create or update sends (an update any part of it; null clears an optional field). */
export interface OpportunityBody {
  clientId?: string;
  title?: string;
  value?: number;
  stage?: LeadStatus;
  expectedCloseDate?: string | null;
  ownerId?: string | null;
  notes?: string | null;
}

const hasCents = (value: number): boolean => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

// The checks the route schema cannot make: the title's length once trimmed, the cents, the office's client and member.
async function checkBody(trx: ScopedTransaction, body: OpportunityBody): Promise<OpportunityBody> {
  const errors: FieldError[] = [];
  const title = body.title?.trim();
  if (title !== undefined && (title.length < 2 || title.length > 200)) errors.push(opportunityFieldError('title', 'TITLE_LENGTH'));
  if (body.value !== undefined && (body.value < 0 || !hasCents(body.value))) errors.push(opportunityFieldError('value', 'VALUE_DECIMALS'));
  if (body.clientId !== undefined && !(await isOfficeClient(trx, body.clientId))) errors.push(opportunityFieldError('clientId', 'CLIENT_NOT_IN_OFFICE'));
  if (body.ownerId && !(await isActiveMember(trx, body.ownerId))) errors.push(opportunityFieldError('ownerId', 'OWNER_NOT_MEMBER'));
  if (errors.length > 0) throw opportunityError(400, 'INVALID_OPPORTUNITY_DATA', errors);
  return title === undefined ? body : { ...body, title };
}

function columnsOf(body: OpportunityBody): OpportunityChanges {
  return {
    ...(body.clientId !== undefined ? { client_id: body.clientId } : {}),
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.value !== undefined ? { value: body.value.toFixed(2) } : {}),
    ...(body.stage !== undefined ? { stage: body.stage } : {}),
    ...(body.expectedCloseDate !== undefined ? { expected_close_date: body.expectedCloseDate } : {}),
    ...(body.ownerId !== undefined ? { owner_id: body.ownerId } : {}),
    ...(body.notes !== undefined ? { notes: body.notes?.trim() || null } : {}),
  };
}

/** The deal as the API shows it, read in the transaction; 404 when the office has none by that id. */
export async function viewIn(trx: ScopedTransaction, id: string): Promise<OpportunityView> {
  const row = await readOpportunity(trx, id);
  if (!row) throw opportunityNotFound();
  return opportunityView(row);
}

/** The office's deal; 404 when it has none by that id. */
export async function readOneOpportunity(ctx: OfficeContext, id: string): Promise<OpportunityView> {
  return inOffice(ctx, (trx) => viewIn(trx, id));
}

/** Creates a deal at the end of its stage; audited, and recorded in its client's activity. */
export async function createOpportunity(ctx: OfficeContext, body: OpportunityBody): Promise<OpportunityView> {
  return inOffice(ctx, async (trx) => {
    const checked = await checkBody(trx, body);
    const stage = checked.stage ?? 'new';
    const columns = columnsOf({ ...checked, stage });
    const id = await insertOpportunity(trx, ctx.tenant.id, { ...columns, client_id: checked.clientId!, title: checked.title!, value: columns.value ?? '0', position: await nextPosition(trx, stage), created_by: actorUserId(ctx.actor) });
    const created = await viewIn(trx, id);
    await recordDealChange(trx, ctx, 'opportunity.create', undefined, created);
    return created;
  });
}

/** Changes the fields an update sends; a change of stage puts the deal at the end of its new stage. Audited with before and after. */
export async function changeOpportunity(ctx: OfficeContext, id: string, body: OpportunityBody): Promise<OpportunityView> {
  return inOffice(ctx, async (trx) => {
    const current = await viewIn(trx, id);
    const checked = await checkBody(trx, body);
    const columns = columnsOf(checked);
    if (columns.stage !== undefined && columns.stage !== current.stage) columns.position = await nextPosition(trx, columns.stage as LeadStatus);
    if (Object.keys(columns).length === 0) return current;
    await updateOpportunity(trx, id, columns);
    const updated = await viewIn(trx, id);
    await recordDealChange(trx, ctx, 'opportunity.update', current, updated);
    return updated;
  });
}

/** Deletes a deal; audited with what it was, and recorded in its client's activity. */
export async function removeOpportunity(ctx: OfficeContext, id: string): Promise<void> {
  await inOffice(ctx, async (trx) => {
    const current = await viewIn(trx, id);
    await deleteOpportunity(trx, id);
    await recordDealChange(trx, ctx, 'opportunity.delete', current, undefined);
  });
}
