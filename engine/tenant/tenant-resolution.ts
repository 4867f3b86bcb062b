/** Sub-domains that name no tenant (spec 3 §1, decision 2). */
export const IGNORED_SUBDOMAINS = ['www', 'app'] as const;

/** Hosts on which a stored tenant context is kept whatever it says (spec 1 §4). */
const KEEP_CONTEXT_SUBDOMAINS = new Set(['default', 'app']);

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const isIpAddress = (host: string): boolean => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');

function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The first label of a host that has a sub-domain (legal.lishka.app, legal.localhost), if any. */
function firstLabel(host: string): string | undefined {
  const name = hostName(host);
  if (!name || isIpAddress(name)) return undefined;
  const labels = name.split('.');
  const isLocal = labels.at(-1) === 'localhost';
  if (labels.length < (isLocal ? 2 : 3)) return undefined;
  return labels[0];
}

/**
 * The tenant slug a host names: its first sub-domain, except www and app; none on a bare domain, localhost
 * or an IP address.
 */
export function tenantSlugFromHost(host: string | undefined): string | undefined {
  const label = host ? firstLabel(host) : undefined;
  if (!label || (IGNORED_SUBDOMAINS as readonly string[]).includes(label) || !SLUG.test(label)) return undefined;
  return label;
}

/** Where a tenant choice came from. */
export type TenantSource = 'subdomain' | 'session' | 'stored' | 'query';

/** The places a tenant can be named, in the order they are tried. */
export interface TenantHints {
  host?: string;
  sessionTenant?: string;
  storedTenant?: string;
  queryTenant?: string;
}

/**
 * Chooses a tenant slug (decision 2): the host's sub-domain, then the session's tenant, then a stored
 * tenant id, then the tenant query parameter. Choosing never grants access; the server checks membership.
 */
export function selectTenant(hints: TenantHints): { slug: string; source: TenantSource } | undefined {
  const candidates: [TenantSource, string | undefined][] = [
    ['subdomain', tenantSlugFromHost(hints.host)],
    ['session', hints.sessionTenant],
    ['stored', hints.storedTenant],
    ['query', hints.queryTenant],
  ];
  for (const [source, value] of candidates) {
    const slug = value?.trim().toLowerCase();
    if (slug && SLUG.test(slug)) return { slug, source };
  }
  return undefined;
}

/**
 * Whether a stored tenant context must be dropped: it names another tenant than the host's sub-domain.
 * On default, app and localhost (no sub-domain) the stored context is kept (spec 1 §4).
 */
export function shouldDropStoredTenant(storedSubdomain: string | undefined, host: string | undefined): boolean {
  if (!storedSubdomain || !host) return false;
  const label = firstLabel(host);
  if (!label || KEEP_CONTEXT_SUBDOMAINS.has(label) || label === 'www') return false;
  return label !== storedSubdomain.toLowerCase();
}
