import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { OfficeTypeCatalog } from '../../../../engine/load/office-type-catalog';
import type { SecurityPolicy } from '../../../../engine/generated/config-types';
import type { ServerConfig } from '../../../config';
import type { Database } from '../../../db/schema';
import type { Mailer } from '../../../mail/mailer';
import { tenantConfiguration } from '../../../office-types/tenant-configuration';
import { findPublicTenant } from '../../../tenancy/tenant-queries';

/** What every step of a sign-in needs from the server. */
export interface SignInContext {
  db: Kysely<Database>;
  catalog: OfficeTypeCatalog;
  config: ServerConfig;
  mailer: Mailer;
}

/** The sign-in context of an app. */
export function signInContext(app: FastifyInstance, config: ServerConfig, catalog: OfficeTypeCatalog): SignInContext {
  return { db: app.database.db, catalog, config, mailer: app.mailer };
}

/** Who asked: the address and the browser, as the security history records them. */
export function requestFacts(request: FastifyRequest): { ip: string; userAgent: string | null } {
  return { ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 500) || null };
}

/** The security policy of a tenant: its office type's, with the tenant's overrides. */
export async function tenantSecurityPolicy(ctx: SignInContext, tenantId: string, officeType: string): Promise<SecurityPolicy> {
  const tenant = await findPublicTenant(ctx.db, tenantId);
  return tenantConfiguration(ctx.catalog, { id: tenantId, officeType, overrides: tenant?.overrides ?? {} }).security;
}
