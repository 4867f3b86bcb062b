import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { ServerConfig } from '../../config';
import { callContextOf } from '../../context/request-context';
import { afterAnswer } from '../../http/after-answer';
import { LIMITS } from '../../security/limits';
import { registerWithInvitation } from '../invitations/invitation-registration';
import { invitationSuccess } from '../invitations/invitations.messages';
import { successBody } from './registration.messages';
import { confirmEmailSchema, registerSchema, resendConfirmationSchema, type RegistrationBody } from './registration.schemas';
import { checkRegistration, completeRegistration, confirmEmail, resendConfirmation, type RegistrationDependencies } from './registration.service';

/**
 * Whether a registration joins an office by invitation: the schema's oneOf refuses a token sent with all of a new
 * office's fields, so a body with a token is the invitation's shape, and one without it the new office's.
 */
const joinsByInvitation = (body: RegistrationBody): body is Extract<RegistrationBody, { invitationToken: string }> => body.invitationToken !== undefined;

/** Registration of an account with its new office, and e-mail confirmation (spec 1 §5, §7; issue 4). */
export async function registrationRoutes(instance: FastifyInstance, { config, catalog }: { config: ServerConfig; catalog: OfficeTypeCatalog }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  const deps: RegistrationDependencies = { catalog, publicUrl: config.publicUrl, log: app.log };
  const later = afterAnswer(app, 'a registration');

  // Spec 1 §7 exempts register from CSRF.
  app.post(
    '/api/auth/register',
    { schema: registerSchema(catalog.ids()), config: { public: true, csrf: false, rateLimit: LIMITS.register } },
    async (request, reply) => {
      const { body } = request;
      const ctx = callContextOf(request);
      if (joinsByInvitation(body)) {
        const joined = await registerWithInvitation(ctx, catalog, body);
        return reply.status(201).send({ ...invitationSuccess('INVITATION_REGISTERED'), confirmationRequired: false, tenant: joined.tenant });
      }
      // The checks answer at once; the office is created (or the address's owner told) after the answer has left,
      // so that neither the answer nor its timing tells whether the address has an account.
      const checked = await checkRegistration(ctx, deps, body);
      later(reply, () => completeRegistration(ctx, deps, checked, body));
      return reply.status(201).send({ ...successBody('REGISTRATION_SUCCESS'), confirmationRequired: true });
    },
  );

  app.post('/api/auth/confirm-email', { schema: confirmEmailSchema, config: { public: true, rateLimit: LIMITS.confirmEmail } }, async (request) => {
    await confirmEmail(callContextOf(request), request.body.token);
    return successBody('EMAIL_CONFIRMED');
  });

  app.post(
    '/api/auth/resend-confirmation',
    { schema: resendConfirmationSchema, config: { public: true, rateLimit: LIMITS.resendConfirmation } },
    async (request) => {
      await resendConfirmation(callContextOf(request), deps, request.body.Username);
      return successBody('CONFIRMATION_SENT');
    },
  );
}
