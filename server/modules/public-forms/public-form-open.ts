import { sql } from 'kysely';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { CallContext, OfficeContext } from '../../context/office-context';
import { inOffice } from '../../context/office-context';
import { inOfficeOf } from '../../context/office-resolution';
import { withContext } from '../../db/context';
import { hashSecretId } from '../../security/tokens';
import { findPublicTenant } from '../../tenancy/tenant-queries';
import { linkWithForm, type PublicLinkWithForm } from './public-form-links.queries';
import { publicFormError } from './public-forms.messages';

/** The feature public forms belong to: the form builder's. */
export const PUBLIC_FORMS_FEATURE = 'form-builder';

/** What a public form link opens: the office to work in (as the anonymous holder of the link) and the link with its form. */
export interface OpenedForm {
  ctx: OfficeContext;
  link: PublicLinkWithForm;
}

/**
 * Opens a public form link: its token's hash names one link (past row-level security, that one row only, through
 * public_form_link_lookup); the link and its form are then read in that office under its row-level security, as an
 * anonymous caller from the request's address. 404 PUBLIC_FORM_UNKNOWN for a token that is not a link, a link
 * turned off, a deleted form, or an office without the form builder: each looks the same as a guess.
 */
export async function openPublicForm(base: CallContext, catalog: OfficeTypeCatalog, token: string): Promise<OpenedForm> {
  const hash = hashSecretId(token);
  const row = await withContext(base.db, {}, async (trx) => (await sql<{ link_id: string; tenant_id: string }>`select * from public_form_link_lookup(${hash})`.execute(trx)).rows[0]);
  const tenant = row ? await findPublicTenant(base.db, row.tenant_id) : undefined;
  if (!row || !tenant) throw publicFormError(404, 'PUBLIC_FORM_UNKNOWN');
  const ctx = inOfficeOf({ ...base, actor: { kind: 'anonymous' } }, { id: tenant.id, slug: tenant.slug, name: tenant.name, officeType: tenant.officeType }, catalog, tenant.overrides);
  if (!ctx.office.enabledFeatures.includes(PUBLIC_FORMS_FEATURE)) throw publicFormError(404, 'PUBLIC_FORM_UNKNOWN');
  const link = await inOffice(ctx, (trx) => linkWithForm(trx, row.link_id));
  if (!link || !link.isActive || link.formDeleted) throw publicFormError(404, 'PUBLIC_FORM_UNKNOWN');
  return { ctx, link };
}
