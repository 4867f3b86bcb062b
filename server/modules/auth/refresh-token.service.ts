import type { ServerConfig } from '../../config';
import { actorRole } from '../../context/office-context';
import { messageFor } from '../../i18n/messages';
import { fieldError, httpError } from '../../plugins/errors';
import { issueTokens } from '../../security/signed-tokens';
import { extendSession } from '../../sessions/session-store';
import { officeOf, ownUserId, type OwnContext } from '../../context/own-context';
import { findOwnUser } from '../../users/user-queries';

/**
 * Refreshes the signed-in user's session (its idle time starts again) and issues fresh short-lived tokens, in
 * the office the call acts in. The username must be the signed-in user's address (400 otherwise).
 */
export async function refreshTokens(ctx: OwnContext, config: Pick<ServerConfig, 'sessionSecret' | 'publicUrl'>, sessionId: string, givenUsername: string | undefined) {
  const username = givenUsername?.trim();
  if (!username) throw httpError(400, 'USERNAME_REQUIRED', { errors: [fieldError('Username', messageFor('USERNAME_REQUIRED'))] });
  const userId = ownUserId(ctx);
  const user = await findOwnUser(ctx.db, userId);
  if (!user || user.email.toLowerCase() !== username.toLowerCase()) {
    throw httpError(400, 'TOKEN_REFRESH_FAILED', { errors: [fieldError('Username', { he: 'שם המשתמש אינו של ההתחברות הנוכחית', en: 'The username is not the signed-in user', es: 'El nombre de usuario no es el de la sesión actual' })] });
  }
  await extendSession(ctx.db, userId, sessionId, new Date());
  const office = officeOf(ctx);
  const role = actorRole(ctx.actor);
  return issueTokens(config.sessionSecret, config.publicUrl, {
    userId: user.id,
    sessionId,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    isSuperAdmin: user.is_super_admin,
    tenant: office && role ? { tenantId: office.tenant.id, slug: office.tenant.slug, name: office.tenant.name, officeType: office.tenant.officeType, role } : null,
  });
}
