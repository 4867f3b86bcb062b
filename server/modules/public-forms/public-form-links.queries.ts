import { sql } from 'kysely';
import type { FormDefinition, LocalizedText } from '../../../engine/generated/config-types';
import type { ScopedTransaction } from '../../db/context';

/** A public form link as its row holds it (the token never: only its hash is kept). */
export interface PublicLinkRow {
  id: string;
  formId: string;
  isActive: boolean;
  consent: LocalizedText | null;
  submissionCount: number;
  lastSubmittedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A link with its form as it now is (the newest version), for the public page. */
export interface PublicLinkWithForm extends PublicLinkRow {
  definition: FormDefinition;
  formDeleted: boolean;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const linkColumns = (trx: ScopedTransaction) =>
  trx.selectFrom('public_form_links').select(['id', 'form_id', 'is_active', 'consent', 'submission_count', 'last_submitted_at', 'created_at', 'updated_at']);

type Row = Awaited<ReturnType<ReturnType<typeof linkColumns>['executeTakeFirstOrThrow']>>;

const toLink = (row: Row): PublicLinkRow => ({
  id: row.id,
  formId: row.form_id,
  isActive: row.is_active,
  consent: (row.consent as LocalizedText | null) ?? null,
  submissionCount: row.submission_count,
  lastSubmittedAt: iso(row.last_submitted_at),
  createdAt: iso(row.created_at)!,
  updatedAt: iso(row.updated_at)!,
});

/** The office's link of a form, or undefined. */
export async function linkOfForm(trx: ScopedTransaction, formId: string): Promise<PublicLinkRow | undefined> {
  const row = await linkColumns(trx).where('form_id', '=', formId).executeTakeFirst();
  return row ? toLink(row) : undefined;
}

/** The links of the office's forms, by form id. */
export async function linksOfOffice(trx: ScopedTransaction): Promise<PublicLinkRow[]> {
  return (await linkColumns(trx).execute()).map(toLink);
}

/** One link of the office with its form's newest definition, locked when asked (a submission counts on it); undefined when none. */
export async function linkWithForm(trx: ScopedTransaction, linkId: string): Promise<PublicLinkWithForm | undefined> {
  const row = await trx
    .selectFrom('public_form_links as l')
    .innerJoin('office_forms as f', (join) => join.onRef('f.tenant_id', '=', 'l.tenant_id').onRef('f.id', '=', 'l.form_id'))
    .select(['l.id', 'l.form_id', 'l.is_active', 'l.consent', 'l.submission_count', 'l.last_submitted_at', 'l.created_at', 'l.updated_at', 'f.definition', 'f.deleted_at'])
    .where('l.id', '=', linkId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...toLink(row), definition: row.definition, formDeleted: row.deleted_at !== null };
}

/** What a publish writes: the token's hash, the consent text and who publishes. */
export interface LinkWrite {
  tokenHash: Buffer;
  consent: LocalizedText | null;
  userId: string | null;
}

/** Publishes a form: a new link, or the form's link with a new token (the old one stops), switched on. */
export async function upsertLink(trx: ScopedTransaction, tenantId: string, formId: string, write: LinkWrite): Promise<void> {
  const consent = write.consent === null ? null : JSON.stringify(write.consent);
  await trx
    .insertInto('public_form_links')
    .values({ tenant_id: tenantId, form_id: formId, token_hash: write.tokenHash, consent, created_by: write.userId, updated_by: write.userId })
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'form_id']).doUpdateSet({ token_hash: write.tokenHash, consent, is_active: true, updated_by: write.userId, updated_at: sql`now()` }),
    )
    .execute();
}

/** Changes a link: on or off, and its consent text (undefined keeps each). */
export async function updateLink(trx: ScopedTransaction, formId: string, change: { isActive?: boolean; consent?: LocalizedText | null; userId: string | null }): Promise<void> {
  await trx
    .updateTable('public_form_links')
    .set({
      ...(change.isActive === undefined ? {} : { is_active: change.isActive }),
      ...(change.consent === undefined ? {} : { consent: change.consent === null ? null : JSON.stringify(change.consent) }),
      updated_by: change.userId,
      updated_at: new Date(),
    })
    .where('form_id', '=', formId)
    .execute();
}

/** Counts one submission on a link. */
export async function countSubmission(trx: ScopedTransaction, linkId: string): Promise<void> {
  await trx
    .updateTable('public_form_links')
    .set({ submission_count: sql`submission_count + 1`, last_submitted_at: new Date() })
    .where('id', '=', linkId)
    .execute();
}
