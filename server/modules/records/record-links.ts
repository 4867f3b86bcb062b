import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { FieldError } from '../../plugins/errors';
import { isUuid } from '../../tenancy/tenant-queries';
import { isActiveMember, isOfficeClient } from './records.queries';
import { recordError, recordFieldError } from './records.messages';

/** What a create or an update links a record to: undefined keeps (or, creating, leaves empty), null clears. */
export interface RecordLinks {
  clientId?: string | null;
  assignedTo?: string | null;
}

/**
 * The problems of a record's links, by the collection's `client` rule: "required" needs a client of the office
 * (on a create, and an update may not clear it), "none" refuses one; an assignee is an active member. A client
 * the office does not have (another office's among them) is 404, as if it did not exist.
 */
export async function linkErrors(trx: ScopedTransaction, ctx: OfficeContext, collection: ResolvedCollection, links: RecordLinks, isCreate: boolean): Promise<FieldError[]> {
  const words = { ctx, collection };
  const errors: FieldError[] = [];
  const { clientId, assignedTo } = links;
  if (collection.client === 'required' && (clientId === null || (isCreate && clientId === undefined))) errors.push(recordFieldError('clientId', 'RECORD_CLIENT_REQUIRED', words));
  if (collection.client === 'none' && typeof clientId === 'string') errors.push(recordFieldError('clientId', 'RECORD_CLIENT_REFUSED', words));
  if (typeof clientId === 'string' && collection.client !== 'none' && !(isUuid(clientId) && (await isOfficeClient(trx, clientId)))) {
    throw recordError(404, 'RECORD_CLIENT_NOT_FOUND', words, [recordFieldError('clientId', 'RECORD_CLIENT_NOT_FOUND', words)]);
  }
  if (typeof assignedTo === 'string' && !(isUuid(assignedTo) && (await isActiveMember(trx, assignedTo)))) errors.push(recordFieldError('assignedTo', 'RECORD_ASSIGNEE_NOT_MEMBER', words));
  return errors;
}
