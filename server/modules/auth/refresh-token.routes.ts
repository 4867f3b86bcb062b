import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { messageFor, messageBody } from '../../i18n/messages';
import { fieldError, httpError } from '../../plugins/errors';
import { issueTokens } from '../../security/signed-tokens';
import { extendSession } from '../../sessions/session-store';
import { findOwnUser } from './auth.queries';
import { refreshTokenSchema } from './sign-in/sign-in.schemas';

/** POST /api/auth/refresh-token (spec 1 §7): the session's idle time starts again; fresh short-lived tokens. */
export async function refreshTokenRoutes(app: FastifyInstance, { config }: { config: ServerConfig }): Promise<void> {
  const { db } = app.database;

  app.post<{ Body: { Username?: string } }>('/api/auth/refresh-token', { schema: refreshTokenSchema, config: { whilePasswordExpired: true } }, async (request) => {
    const auth = request.auth!;
    const username = request.body.Username?.trim();
    if (!username) throw httpError(400, 'USERNAME_REQUIRED', { errors: [fieldError('Username', messageFor('USERNAME_REQUIRED'))] });
    const user = await findOwnUser(db, auth.userId);
    if (!user || user.email.toLowerCase() !== username.toLowerCase()) {
      throw httpError(400, 'TOKEN_REFRESH_FAILED', { errors: [fieldError('Username', { he: 'שם המשתמש אינו של ההתחברות הנוכחית', en: 'The username is not the signed-in user' })] });
    }
    await extendSession(db, auth.userId, auth.sessionId, new Date());
    const tenant = request.tenant;
    const tokens = await issueTokens(config.sessionSecret, config.publicUrl, {
      userId: user.id,
      sessionId: auth.sessionId,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      isSuperAdmin: user.is_super_admin,
      tenant: tenant ? { tenantId: tenant.tenantId, slug: tenant.slug, name: tenant.name, officeType: tenant.officeType, role: tenant.role } : null,
    });
    const messages = messageFor('TOKEN_REFRESHED');
    return { ...messageBody(messages), expiresIn: auth.idleTimeoutMinutes * 60, accessToken: tokens.accessToken, idToken: tokens.idToken, tokenExpiresIn: tokens.expiresIn };
  });
}
