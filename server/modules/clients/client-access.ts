import { actorRole, type CallContext } from '../../context/office-context';
import type { ReadOnlyRoles } from '../../plugins/access';
import { clientError } from './client-errors';

/**
 * The one place that decides who may change clients (and what is filed with them): every member of the office but
 * a viewer, who may read only; the system's own work may. 403 CLIENT_READ_ONLY otherwise. The clients routes run
 * it before every state-changing call, so no change call can forget it.
 */
export function assertMayChangeClients(ctx: CallContext): void {
  if (actorRole(ctx.actor) === 'viewer') throw clientError(403, 'CLIENT_READ_ONLY');
}

/** The clients module's read-only roles, for its routes' declared access: a viewer's change is refused before its input is read. */
export const VIEWERS_READ_CLIENTS: ReadOnlyRoles = { roles: ['viewer'], refusal: () => clientError(403, 'CLIENT_READ_ONLY') };
