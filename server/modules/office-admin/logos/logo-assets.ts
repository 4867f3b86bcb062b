import type { LogoImage, LogoKind } from './logo-upload';

// tenants/<tenantId>/branding/<kind>-<hash>.<ext>: a file never changes under its name, so it can be cached for good.
const KEY = /^tenants\/([0-9a-f-]{36})\/branding\/(logoPrimary|logoSecondary|favicon)-([0-9a-f]{32})\.(png|jpg|svg)$/;

/** The storage key of an office's logo. */
export const logoKey = (tenantId: string, kind: LogoKind, image: Pick<LogoImage, 'hash' | 'extension'>): string => `tenants/${tenantId}/branding/${kind}-${image.hash}.${image.extension}`;

/** Where browsers fetch a stored logo: public (the home page shows it before sign-in), one address per content. */
export const logoUrl = (key: string): string => `/api/offices/${key.slice('tenants/'.length).replace('/branding/', '/logos/')}`;

/** The storage key an address names, or undefined when it names no logo. */
export function keyOfLogoPath(tenantId: string, fileName: string): string | undefined {
  const key = `tenants/${tenantId}/branding/${fileName}`;
  return KEY.test(key) ? key : undefined;
}
