import type { OfficeContext } from '../../context/office-context';
import { pickText, type Language } from '../../../engine/i18n/languages';
import type { OfficeLook } from '../../pdf/page-frame';
import type { StoredFiles } from '../../storage/delete-quietly';
import { keyOfLogoPath } from '../office-admin/logos/logo-assets';

const LOGO_TYPES = { 'image/png': 'image/png', 'image/jpeg': 'image/jpeg' } as const;

/** The office's name as it shows it in a language: its company name there, else the office's own name. */
export function officeName(ctx: OfficeContext, language: Language): string {
  return pickText(ctx.office.ui.branding.companyName, language) || ctx.tenant.name;
}

/**
 * The office as its documents show it: its name, its primary colour, and its main logo where it uploaded one a PDF
 * can hold (PNG or JPEG; a drawn SVG logo is left out rather than rasterised badly).
 */
export async function officeLook(ctx: OfficeContext, files: StoredFiles, language: Language): Promise<OfficeLook> {
  const { branding, theme } = ctx.office.ui;
  const look: OfficeLook = { name: officeName(ctx, language) };
  const primary = theme.colors.primary;
  if (/^#[0-9a-f]{6}$/i.test(primary)) look.primaryColor = primary;
  const fileName = branding.logoPrimary?.startsWith(`/api/offices/${ctx.tenant.id}/logos/`) ? branding.logoPrimary.split('/').at(-1) : undefined;
  const key = fileName ? keyOfLogoPath(ctx.tenant.id, fileName) : undefined;
  const stored = key ? await files.storage.get(key) : undefined;
  const contentType = stored ? LOGO_TYPES[stored.contentType as keyof typeof LOGO_TYPES] : undefined;
  if (stored && contentType) look.logo = { bytes: stored.data, contentType };
  return look;
}
