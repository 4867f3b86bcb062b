import { actorUserId, type OfficeContext } from '../../context/office-context';
import { uniqueTags } from './client-columns';
import { clientError, clientFieldError, clientNotFound } from './client-errors';
import { recordClientChange } from './client-history';
import { readClient, updateClient } from './clients.queries';
import { inClientWrite, readOneClient } from './clients.service';
import type { ClientView } from './client.view';

/** Tags a client may carry at most (spec 2 §9). */
export const MAX_TAGS = 10;

/**
 * Adds tags to a client (`add`) or takes them off (`remove`); a tag already there, or not there, changes nothing.
 * More than MAX_TAGS in the end is refused with 400 and changes nothing. Audited, with an `updated` activity.
 */
export async function changeTags(ctx: OfficeContext, clientId: string, tags: string[], action: 'add' | 'remove'): Promise<ClientView> {
  const given = uniqueTags(tags);
  const userId = actorUserId(ctx.actor);
  await inClientWrite(ctx, async (trx) => {
    const current = await readClient(trx, clientId, true);
    if (!current) throw clientNotFound();
    const before = current.tags ?? [];
    const after = action === 'add' ? uniqueTags([...before, ...given]) : before.filter((tag) => !given.includes(tag));
    if (after.length > MAX_TAGS) throw clientError(400, 'INVALID_CLIENT_DATA', [clientFieldError('tags', 'TOO_MANY_TAGS')]);
    if (JSON.stringify(after) === JSON.stringify(before)) return;
    await updateClient(trx, clientId, { tags: after, last_modified_by: userId });
    const changed = action === 'add' ? after.filter((tag) => !before.includes(tag)) : before.filter((tag) => !after.includes(tag));
    await recordClientChange(trx, ctx, clientId, { eventType: `client.tags.${action}`, entityId: clientId, before: { tags: before }, after: { tags: after } }, [
      { type: 'updated', metadata: { fields: ['management.tags'], [action === 'add' ? 'added' : 'removed']: changed } },
    ]);
  });
  return readOneClient(ctx, clientId);
}
