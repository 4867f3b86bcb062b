import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { ServerConfig } from '../../config';
import { callContextOf } from '../../context/request-context';
import { afterAnswer } from '../../http/after-answer';
import { ownContextOf } from '../../context/request-context';
import { LIMITS } from '../../security/limits';
import { chosenField } from './chosen-field';
import { changePassword } from './password-change.service';
import { requestPasswordReset, resetPassword, type PasswordResetDependencies } from './password-reset.service';
import { successBody } from './passwords.messages';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from './passwords.schemas';

/** Forgot password, reset password and change password (spec 1 §5, §7; issue 4). */
export async function passwordRoutes(instance: FastifyInstance, { config, catalog }: { config: ServerConfig; catalog: OfficeTypeCatalog }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  const deps: PasswordResetDependencies = { catalog, publicUrl: config.publicUrl, log: app.log };
  const later = afterAnswer(app, 'a password-reset request');

  // Spec 1 §5: forgot-password is not a protected path, and carries no CSRF token; reset-password carries the
  // token of the visitor (bound to the seed cookie before sign-in), as the other account-recovery steps do. None of
  // the three uses the session, so a session whose password expired (which may only change it) does not stand in their way.
  app.post(
    '/api/auth/forgot-password',
    { schema: forgotPasswordSchema, config: { public: true, csrf: false, whilePasswordExpired: true, rateLimit: LIMITS.forgotPassword } },
    async (request, reply) => {
      const address = chosenField(request.body, 'Username', 'email', (value) => value.trim().toLowerCase());
      const ctx = callContextOf(request);
      // The answer leaves before the look-up and the mail, so neither its content nor its timing tells whether the account exists.
      later(reply, () => requestPasswordReset(ctx, deps, address.value));
      return successBody('PASSWORD_RESET_SENT');
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: resetPasswordSchema, config: { public: true, whilePasswordExpired: true, rateLimit: LIMITS.resetPassword } },
    async (request) => {
      const username = chosenField(request.body, 'Username', 'username', (value) => value.trim().toLowerCase());
      const code = chosenField(request.body, 'Code', 'code');
      const newPassword = chosenField(request.body, 'NewPassword', 'newPassword');
      await resetPassword(callContextOf(request), deps, { username: username.value, code: code.value, newPassword: newPassword.value, codeField: code.field, passwordField: newPassword.field });
      return successBody('PASSWORD_RESET_SUCCESS');
    },
  );

  app.post('/api/users/auth/change-password', { schema: changePasswordSchema, config: { whilePasswordExpired: true, rateLimit: LIMITS.changePassword } }, async (request) => {
    await changePassword(ownContextOf(request), catalog, request.auth!.sessionId, request.body);
    return successBody('PASSWORD_CHANGED');
  });
}
