import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import type { ServerConfig } from '../../config';
import { ownContextOf } from '../../context/request-context';
import { messageFor, messageBody } from '../../i18n/messages';
import { refreshTokens } from './refresh-token.service';
import { refreshTokenSchema } from './sign-in/sign-in.schemas';

/** POST /api/auth/refresh-token (spec 1 §7): the session's idle time starts again; fresh short-lived tokens. */
export async function refreshTokenRoutes(instance: FastifyInstance, { config }: { config: ServerConfig }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  app.post('/api/auth/refresh-token', { schema: refreshTokenSchema, config: { whilePasswordExpired: true } }, async (request) => {
    const auth = request.auth!;
    const tokens = await refreshTokens(ownContextOf(request), config, auth.sessionId, request.body.Username);
    const messages = messageFor('TOKEN_REFRESHED');
    return { ...messageBody(messages), expiresIn: auth.idleTimeoutMinutes * 60, accessToken: tokens.accessToken, idToken: tokens.idToken, tokenExpiresIn: tokens.expiresIn };
  });
}
