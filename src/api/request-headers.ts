import type { TenantContext } from './api-client-options';

/** The headers of every call (spec 1 §7): JSON, language, tenant when known, Bearer token when there is one. */
export function requestHeaders(language: string, tenant: TenantContext | null | undefined, accessToken: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language, 'X-Language': language };
  if (tenant?.id) headers['X-Tenant-Id'] = tenant.id;
  if (tenant?.subdomain) headers['X-Tenant-Subdomain'] = tenant.subdomain;
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return headers;
}

function isNativeBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

/** The body to send and the Content-Type it needs (none for FormData: the browser writes the boundary). */
export function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (isNativeBody(body)) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}
