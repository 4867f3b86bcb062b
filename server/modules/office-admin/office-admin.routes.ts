import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import { declareAccess } from '../../plugins/access';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { logoRoutes } from './logos/logo.routes';
import { officeAdminText, type OfficeAdminCode } from './office-admin.messages';
import { listVersionsSchema, readSettingsSchema, readVersionSchema, revertSchema, saveSettingsSchema } from './office-admin.schemas';
import { readSettings, revertSettings, saveSettings, settingsHistory, settingsVersion, type SaveResult } from './office-admin.service';
import { paginationOf } from '../../http/pagination';

/** Where the office customisation calls live. */
export const OFFICE_ADMIN_BASE = '/api/admin/office';

const tenant = { tenant: true } as const;
const versionConfig = { tenant: true, idParam: { name: 'id', kind: 'office-version' } } as const;

const savedBody = (code: OfficeAdminCode, data: SaveResult) => {
  const messages = officeAdminText(data.changed.length > 0 ? code : 'OVERRIDES_UNCHANGED');
  return { success: true as const, message: messages.en, messages, data };
};

/** The office's customisation by its admin (issue 8): overrides of its office type, saved as versions, and reverts. */
export async function officeAdminRoutes(instance: FastifyInstance, { catalog }: { catalog: OfficeTypeCatalog }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // The office's settings, logos and versions: its admins only.
  declareAccess(app, { features: [], roles: ['admin'] });

  app.get(OFFICE_ADMIN_BASE, { schema: readSettingsSchema, config: tenant }, async (request) => ({ success: true as const, data: await readSettings(officeContextOf(request)) }));

  app.put(OFFICE_ADMIN_BASE, { schema: saveSettingsSchema, config: tenant }, async (request) =>
    savedBody('OVERRIDES_SAVED', await saveSettings(officeContextOf(request), catalog, request.body)),
  );

  app.get(`${OFFICE_ADMIN_BASE}/versions`, { schema: listVersionsSchema, config: tenant }, async (request) => {
    const { page, limit } = request.query;
    const { versions, total } = await settingsHistory(officeContextOf(request), page, limit);
    return { success: true as const, data: versions, pagination: paginationOf({ page, limit }, total) };
  });

  app.get(`${OFFICE_ADMIN_BASE}/versions/:id`, { schema: readVersionSchema, config: versionConfig }, async (request) => ({
    success: true as const,
    data: await settingsVersion(officeContextOf(request), request.params.id),
  }));

  await app.register(logoRoutes, { catalog });

  app.post(`${OFFICE_ADMIN_BASE}/versions/:id/revert`, { schema: revertSchema, config: versionConfig }, async (request) =>
    savedBody('VERSION_RESTORED', await revertSettings(officeContextOf(request), catalog, request.params.id)),
  );
}
