import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../../http/schema-types';
import type { OfficeTypeCatalog } from '../../../../engine/load/office-type-catalog';
import type { ServerConfig } from '../../../config';
import { callContextOf } from '../../../context/request-context';
import { signInAnswer, signInBrowserOf } from '../../../http/sign-in-browser';
import { messageFor, messageBody } from '../../../i18n/messages';
import { LIMITS } from '../../../security/limits';
import { sendOtp, verifyOtp } from './one-time-code.service';
import { sendOtpSchema, verifyOtpSchema } from './sign-in.schemas';
import type { SignInDeps } from './sign-in-deps';

/** The one-time-code step of sign-in (spec 1 §4, §5, §7): verify-otp and send-otp. */
export async function oneTimeCodeRoutes(instance: FastifyInstance, { config, catalog }: { config: ServerConfig; catalog: OfficeTypeCatalog }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  const deps: SignInDeps = { config, catalog };

  // Before sign-in: no session, but the anonymous CSRF token (spec 1 §7 refreshes it before these calls).
  app.post('/api/auth/verify-otp', { schema: verifyOtpSchema, config: { public: true, rateLimit: LIMITS.verifyOtp } }, async (request, reply) =>
    signInAnswer(request, reply, await verifyOtp(callContextOf(request), deps, signInBrowserOf(request), request.body)),
  );

  app.post('/api/auth/send-otp', { schema: sendOtpSchema, config: { public: true, rateLimit: LIMITS.sendOtp } }, async (request) => {
    const destination = await sendOtp(callContextOf(request), deps, request.body);
    const messages = messageFor('OTP_SENT');
    return { ...messageBody(messages), deliveryMedium: 'EMAIL' as const, destination };
  });
}
