import type { FastifyRequest } from 'fastify';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { OfficeConfiguration } from '../../../engine/resolve/resolve-office';
import type { DataContext } from '../../db/context';
import { tenantConfiguration } from '../../office-types/tenant-configuration';
import { findPublicTenant } from '../../tenancy/tenant-queries';

/** The office and user a dashboard call acts for: both from the verified session, never from the request. */
export function contextOf(request: FastifyRequest): Required<DataContext> & { tenantId: string; userId: string } {
  return { tenantId: request.tenant!.tenantId, userId: request.auth!.userId };
}

/** The resolved configuration of the request's office: its type's, with the office's own overrides. */
export async function officeConfigOf(request: FastifyRequest, catalog: OfficeTypeCatalog): Promise<OfficeConfiguration> {
  const membership = request.tenant!;
  const office = await findPublicTenant(request.server.database.db, membership.tenantId);
  return tenantConfiguration(catalog, { id: membership.tenantId, officeType: membership.officeType, overrides: office?.overrides ?? {} });
}
