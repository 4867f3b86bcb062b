import type { OfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import type { OfficeConfiguration } from '../../engine/resolve/resolve-office';
import { tenantConfiguration } from '../office-types/tenant-configuration';
import type { Membership } from '../http/request-context';
import type { CallContext, ContextTenant, OfficeContext } from './office-context';

/**
 * The office context of work in an office: the call's context, the office, and the office's configuration (its
 * type's with its own overrides), resolved from the cache of resolved configurations the first time the work reads
 * it, so that work which never needs it pays nothing.
 */
export function inOfficeOf(base: CallContext, tenant: ContextTenant, catalog: OfficeTypeCatalog, overrides: Record<string, unknown>): OfficeContext {
  let office: OfficeConfiguration | undefined;
  const ctx = { ...base, tenant } as OfficeContext;
  Object.defineProperty(ctx, 'office', {
    get: () => (office ??= tenantConfiguration(catalog, { id: tenant.id, officeType: tenant.officeType, overrides })),
    enumerable: true,
  });
  return ctx;
}

/** The resolved configuration of one of a user's offices, from the membership the session read (no query). */
export function officeOfMembership(catalog: OfficeTypeCatalog, membership: Pick<Membership, 'tenantId' | 'officeType' | 'overrides'>): OfficeConfiguration {
  return tenantConfiguration(catalog, { id: membership.tenantId, officeType: membership.officeType, overrides: membership.overrides });
}
