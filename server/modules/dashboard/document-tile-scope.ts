import { sql, type RawBuilder } from 'kysely';
import type { OfficeContext } from '../../context/office-context';
import { HttpError } from '../../plugins/errors';
import { assertLibraryAccess } from '../documents/library-access';
import type { TileRefusal } from './record-tile-scope';

/**
 * The documents a tile counts: those the caller's library lists (library-visibility.ts's rule on the bare table):
 * every one for an admin; else those not private, their own and those shared with them. One who may not read the
 * library (its feature off, or their roles) is refused with the library's own reason, so that a count does not leak.
 */
export function documentTileScope(_tile: unknown, ctx: OfficeContext): RawBuilder<boolean> | TileRefusal {
  let reader;
  try {
    reader = assertLibraryAccess(ctx, 'view');
  } catch (error) {
    if (error instanceof HttpError) return { reason: 'not-permitted', messages: error.messages };
    throw error;
  }
  if (reader.isAdmin) return sql<boolean>`true`;
  if (!reader.userId) return sql<boolean>`sharing <> 'private'`;
  return sql<boolean>`(sharing <> 'private' or owner_id = ${reader.userId} or id in (select s.document_id from document_shares s where s.user_id = ${reader.userId}))`;
}
