import type { FastifyInstance } from 'fastify';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { clearSessionCookies } from '../../http/cookies';
import { messageFor, messageBody } from '../../i18n/messages';
import { LIMITS } from '../../security/limits';
import { deleteAccountSchema, exportSchema } from './account.schemas';
import { deleteOwnAccount, type DeletionDeps } from './deletion.service';
import { exportOwnData, type ExportDeps } from './export.service';

/** The user's own data: its export, and the deletion of the account (spec 1 §4, §7, §8). */
export async function accountRoutes(app: FastifyInstance, { catalog }: { catalog: OfficeTypeCatalog }): Promise<void> {
  const exportDeps: ExportDeps = { db: app.database.db, catalog };
  const deletionDeps: DeletionDeps = { db: app.database.db, storage: app.storage, log: app.log };

  app.get('/api/users/profile/export', { schema: exportSchema }, async (request, reply) => {
    const now = new Date();
    const document = await exportOwnData(exportDeps, request, now);
    return reply
      .type('application/json; charset=utf-8')
      .headers({ 'content-disposition': `attachment; filename="lishka-export-${now.toISOString().slice(0, 10)}.json"`, 'cache-control': 'no-store' })
      .send(JSON.stringify(document, null, 2));
  });

  app.post<{ Body: { password: string } }>(
    '/api/users/profile/delete',
    { schema: deleteAccountSchema, config: { rateLimit: LIMITS.deleteAccount } },
    async (request, reply) => {
      await deleteOwnAccount(deletionDeps, request, request.body.password);
      clearSessionCookies(request, reply);
      const messages = messageFor('ACCOUNT_DELETED');
      return messageBody(messages);
    },
  );
}
