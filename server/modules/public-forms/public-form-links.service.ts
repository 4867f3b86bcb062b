import type { LocalizedText } from '../../../engine/generated/config-types';
import { offeredLanguages } from '../../../engine/i18n/offered-languages';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { fieldError } from '../../plugins/errors';
import { hashSecretId, newSecretId } from '../../security/tokens';
import { formRow } from '../forms/forms.service';
import { refuseFileFields } from './public-form-files';
import { namesALead } from './public-form-name';
import { linkOfForm, updateLink, upsertLink, type PublicLinkRow } from './public-form-links.queries';
import { publicFormError, publicFormText } from './public-forms.messages';

// Only the office's admins publish its forms: the routes allow no one else (declareAccess, feature form-builder).

/** A form's public link as its admin sees it; the path with the token only in the answer of a publish. */
export interface PublicLinkView {
  formId: string;
  isActive: boolean;
  consent: LocalizedText | null;
  submissionCount: number;
  lastSubmittedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What a publish answers: the link, and once only, its token and address. */
export interface PublishedLink extends PublicLinkView {
  token: string;
  path: string;
  url: string;
}

/** The public page's path of a token. */
export const publicFormPath = (token: string): string => `/public-form/${encodeURIComponent(token)}`;

const view = (row: PublicLinkRow): PublicLinkView => ({
  formId: row.formId,
  isActive: row.isActive,
  consent: row.consent,
  submissionCount: row.submissionCount,
  lastSubmittedAt: row.lastSubmittedAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

// What the audit keeps of a link: whether it is on and its consent text (never its token).
const audited = (row: PublicLinkRow | undefined) => (row ? { isActive: row.isActive, consent: row.consent } : null);

async function auditLink(trx: ScopedTransaction, ctx: OfficeContext, eventType: 'form.public.published' | 'form.public.changed', formId: string, before: PublicLinkRow | undefined, after: PublicLinkRow) {
  await writeAudit(trx, auditActorOf(ctx), { eventType, serviceName: 'forms', entityType: 'office_form', entityId: formId, before: audited(before), after: { ...audited(after), tokenReplaced: eventType === 'form.public.published' }, success: true });
}

/** A consent text in every language the office offers, trimmed (400 at `consent` otherwise); null for none. */
function checkedConsent(ctx: OfficeContext, consent: LocalizedText | null | undefined): LocalizedText | null | undefined {
  if (consent === undefined || consent === null) return consent;
  const languages = offeredLanguages(ctx.office.localization);
  const missing = languages.filter((language) => !consent[language]?.trim());
  if (missing.length > 0) throw publicFormError(400, 'PUBLIC_FORM_CONSENT_TEXT', missing.map((language) => fieldError(`consent.${language}`, publicFormText('PUBLIC_FORM_CONSENT_TEXT'))));
  return Object.fromEntries(Object.entries(consent).map(([language, text]) => [language, (text as string).trim()])) as unknown as LocalizedText;
}

/** A form's public link, or null when it has none (404 for a form the office does not have). */
export async function readPublicLink(ctx: OfficeContext, formId: string): Promise<PublicLinkView | null> {
  await formRow(ctx, formId);
  const row = await inOffice(ctx, (trx) => linkOfForm(trx, formId));
  return row ? view(row) : null;
}

/**
 * Publishes a form as a public link: a new random token (only its hash is kept; a form published before gets a new
 * one and the old link stops), switched on, with the consent checkbox's text or none. The form must name each lead
 * (400 PUBLIC_FORM_NEEDS_NAME). Audited as `form.public.published`; answers the token and address once.
 */
export async function publishForm(ctx: OfficeContext, formId: string, body: { consent?: LocalizedText | null }, publicUrl: string): Promise<PublishedLink> {
  const form = await formRow(ctx, formId);
  if (!namesALead(form.definition)) throw publicFormError(400, 'PUBLIC_FORM_NEEDS_NAME');
  refuseFileFields(form.definition, 'fields');
  const consent = checkedConsent(ctx, body.consent) ?? null;
  const token = newSecretId();
  const row = await inOffice(ctx, async (trx) => {
    const before = await linkOfForm(trx, formId);
    await upsertLink(trx, ctx.tenant.id, formId, { tokenHash: hashSecretId(token), consent, userId: actorUserId(ctx.actor) });
    const after = (await linkOfForm(trx, formId))!;
    await auditLink(trx, ctx, 'form.public.published', formId, before, after);
    return after;
  });
  const path = publicFormPath(token);
  return { ...view(row), token, path, url: `${publicUrl}${path}` };
}

/** Turns a form's link off or on, or changes its consent text (404 PUBLIC_FORM_LINK_NONE for a form never published). Audited. */
export async function changePublicLink(ctx: OfficeContext, formId: string, change: { isActive?: boolean; consent?: LocalizedText | null }): Promise<PublicLinkView> {
  await formRow(ctx, formId);
  const consent = checkedConsent(ctx, change.consent);
  return inOffice(ctx, async (trx) => {
    const before = await linkOfForm(trx, formId);
    if (!before) throw publicFormError(404, 'PUBLIC_FORM_LINK_NONE');
    await updateLink(trx, formId, { ...(change.isActive === undefined ? {} : { isActive: change.isActive }), ...(consent === undefined ? {} : { consent }), userId: actorUserId(ctx.actor) });
    const after = (await linkOfForm(trx, formId))!;
    await auditLink(trx, ctx, 'form.public.changed', formId, before, after);
    return view(after);
  });
}
