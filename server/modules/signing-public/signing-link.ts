import { sql } from 'kysely';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { CallContext, OfficeContext } from '../../context/office-context';
import { inOfficeOf } from '../../context/office-resolution';
import { withContext } from '../../db/context';
import { hashSecretId } from '../../security/tokens';
import { findPublicTenant } from '../../tenancy/tenant-queries';
import { httpError } from '../../plugins/errors';
import { SIGNING_FEATURE } from '../signing/signing-paths';
import { signingPublicError } from './signing-public.messages';

/** What a signing link opens: the office to act in (as the anonymous holder of the link), the participant and their workflow. */
export interface OpenedLink {
  ctx: OfficeContext;
  participantId: string;
  workflowId: string;
}

interface LinkRow {
  participant_id: string;
  workflow_id: string;
  tenant_id: string;
  tenant_slug: string;
}

/**
 * Opens a signing link: its token's hash names one participant (past row-level security, that one row only, through
 * signing_link_lookup); the work then runs in that participant's office under its row-level security, as an
 * anonymous caller from the request's address. 404 SIGNING_LINK_UNKNOWN for a token that is not, or no longer, a
 * link (a resend or a cancel clears the old hash): a guessed, replayed or ended token looks the same.
 */
export async function openSigningLink(base: CallContext, catalog: OfficeTypeCatalog, token: string): Promise<OpenedLink> {
  const hash = hashSecretId(token);
  const row = await withContext(base.db, {}, async (trx) => (await sql<LinkRow>`select * from signing_link_lookup(${hash})`.execute(trx)).rows[0]);
  const tenant = row ? await findPublicTenant(base.db, row.tenant_id) : undefined;
  if (!row || !tenant) throw signingPublicError(404, 'SIGNING_LINK_UNKNOWN');
  const ctx = inOfficeOf({ ...base, actor: { kind: 'anonymous' } }, { id: tenant.id, slug: tenant.slug, name: tenant.name, officeType: tenant.officeType }, catalog, tenant.overrides);
  // An office that turned e-signatures off answers no link of its own, as its members' calls are refused.
  if (!ctx.office.enabledFeatures.includes(SIGNING_FEATURE)) throw httpError(403, 'FEATURE_UNAVAILABLE');
  return { ctx, participantId: row.participant_id, workflowId: row.workflow_id };
}
