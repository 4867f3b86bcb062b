import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { clearSessionCookies } from '../../http/cookies';
import { ownContextOf } from '../../context/request-context';
import { messageFor, messageBody } from '../../i18n/messages';
import { LIMITS } from '../../security/limits';
import { deleteAccountSchema, exportSchema } from './account.schemas';
import { deleteOwnAccount, type DeletionDeps } from './deletion.service';
import { exportOwnData } from './export.service';

/** The user's own data: its export, and the deletion of the account (spec 1 §4, §7, §8). */
export async function accountRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  const deletionDeps: DeletionDeps = { storage: app.storage, log: app.log };

  app.get('/api/users/profile/export', { schema: exportSchema }, async (request, reply) => {
    const now = new Date();
    const document = await exportOwnData(ownContextOf(request), now);
    return reply
      .type('application/json; charset=utf-8')
      .headers({ 'content-disposition': `attachment; filename="lishka-export-${now.toISOString().slice(0, 10)}.json"`, 'cache-control': 'no-store' })
      .send(JSON.stringify(document, null, 2));
  });

  app.post(
    '/api/users/profile/delete',
    { schema: deleteAccountSchema, config: { rateLimit: LIMITS.deleteAccount } },
    async (request, reply) => {
      await deleteOwnAccount(ownContextOf(request), deletionDeps, request.body.password);
      clearSessionCookies(request, reply);
      const messages = messageFor('ACCOUNT_DELETED');
      return messageBody(messages);
    },
  );
}
