import { selectTenant, shouldDropStoredTenant, tenantSlugFromHost } from '../../../engine/tenant/tenant-resolution';
import { readStored, writeStored } from '../../api/web-storage';

const STORAGE_KEY = 'lishka.tenant';

/** A tenant slug as the engine accepts one (lower-cased), or undefined. */
const asSlug = (value: string | null | undefined): string | undefined => (value ? selectTenant({ queryTenant: value })?.slug : undefined);

/**
 * The office this tab is about (decision 2): the host's sub-domain, else a `?tenant=` parameter (which is
 * then remembered), else the remembered one. A remembered office that contradicts the sub-domain is dropped
 * with a warning (spec 1 §4). Choosing never grants access: the server checks membership.
 */
export function readTenantHint(location: Pick<Location, 'host' | 'search'> = window.location): string | undefined {
  const fromHost = tenantSlugFromHost(location.host);
  const stored = readStored('local', STORAGE_KEY);
  if (stored && shouldDropStoredTenant(stored, location.host)) {
    console.warn(`Stored office "${stored}" does not match this address; forgetting it`);
    rememberTenant(undefined);
  }
  if (fromHost) return fromHost;
  const fromQuery = asSlug(new URLSearchParams(location.search).get('tenant'));
  if (fromQuery) {
    rememberTenant(fromQuery);
    return fromQuery;
  }
  return asSlug(readStored('local', STORAGE_KEY));
}

/** Remembers the office the user works in, for the next visit; none forgets it. */
export function rememberTenant(slug: string | undefined): void {
  writeStored('local', STORAGE_KEY, slug);
}
