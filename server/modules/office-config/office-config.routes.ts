import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { resolveOfficeConfiguration, type OfficeConfiguration } from '../../../engine/resolve/resolve-office';
import { selectTenant } from '../../../engine/tenant/tenant-resolution';
import { officeContextOf } from '../../context/request-context';
import { tenantConfiguration } from '../../office-types/tenant-configuration';
import { tenantHints } from '../../plugins/session';
import { findPublicTenant } from '../../tenancy/tenant-queries';
import { officeConfigSchema } from './office-config.schemas';

/** The office type shown when nothing names an office (spec README decision 2). */
export const DEFAULT_OFFICE_TYPE = 'legal';

/** What anyone may see of an office before signing in: home page, vocabulary, theme and languages. */
function publicPart(config: OfficeConfiguration, tenant?: { slug: string; name: string }) {
  return {
    id: config.id,
    type: config.type,
    name: config.name,
    description: config.description,
    terminology: config.terminology,
    localization: config.localization,
    ui: { homepage: config.ui.homepage, theme: config.ui.theme, branding: config.ui.branding },
    enabledFeatures: config.enabledFeatures,
    isPublic: true as const,
    ...(tenant ? { tenant } : {}),
  };
}

/** GET /api/users/office-config: the office configuration of the session's tenant, or the public part. */
export async function officeConfigRoutes(instance: FastifyInstance, { catalog }: { catalog: OfficeTypeCatalog }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  app.get('/api/users/office-config', { schema: officeConfigSchema, config: { public: true } }, async (request) => {
    if (request.auth && request.tenant) {
      const { office, tenant } = officeContextOf(request);
      return { success: true as const, data: { ...office, tenant: { slug: tenant.slug, name: tenant.name }, isPublic: false as const } };
    }
    const hints = tenantHints(request);
    const chosen = selectTenant({ host: hints.host, ...(hints.stored ? { storedTenant: hints.stored } : {}), ...(hints.query ? { queryTenant: hints.query } : {}) });
    // Without a session in an office: the office the visitor's address or choice names, looked up by its slug.
    const tenant = chosen ? await findPublicTenant(app.database.db, chosen.slug) : undefined;
    if (tenant) {
      const config = tenantConfiguration(catalog, { id: tenant.id, officeType: tenant.officeType, overrides: tenant.overrides });
      return { success: true as const, data: publicPart(config, { slug: tenant.slug, name: tenant.name }) };
    }
    const fallback = resolveOfficeConfiguration(catalog, { officeType: DEFAULT_OFFICE_TYPE });
    if (!fallback.ok) throw new Error(`The default office type ${DEFAULT_OFFICE_TYPE} does not resolve`);
    return { success: true as const, data: publicPart(fallback.config) };
  });
}
