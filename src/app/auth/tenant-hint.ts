import { shouldDropStoredTenant, tenantSlugFromHost } from '../../../engine/tenant/tenant-resolution';

const STORAGE_KEY = 'lishka.tenant';
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The office this tab is about (decision 2): the host's sub-domain, else a `?tenant=` parameter (which is
 * then remembered), else the remembered one. A remembered office that contradicts the sub-domain is dropped
 * with a warning (spec 1 §4). Choosing never grants access: the server checks membership.
 */
export function readTenantHint(location: Pick<Location, 'host' | 'search'> = window.location): string | undefined {
  const fromHost = tenantSlugFromHost(location.host);
  const stored = storage()?.getItem(STORAGE_KEY) ?? undefined;
  if (stored && shouldDropStoredTenant(stored, location.host)) {
    console.warn(`Stored office "${stored}" does not match this address; forgetting it`);
    storage()?.removeItem(STORAGE_KEY);
  }
  if (fromHost) return fromHost;
  const fromQuery = new URLSearchParams(location.search).get('tenant')?.trim().toLowerCase();
  if (fromQuery && SLUG.test(fromQuery)) {
    rememberTenant(fromQuery);
    return fromQuery;
  }
  const kept = storage()?.getItem(STORAGE_KEY) ?? undefined;
  return kept && SLUG.test(kept) ? kept : undefined;
}

/** Remembers the office the user works in, for the next visit. */
export function rememberTenant(slug: string | undefined): void {
  try {
    if (slug) storage()?.setItem(STORAGE_KEY, slug);
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private browsing): the office still holds for this page.
  }
}
