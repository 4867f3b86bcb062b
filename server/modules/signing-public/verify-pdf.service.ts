import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { CallContext } from '../../context/office-context';
import { inOffice } from '../../context/office-context';
import { inOfficeOf } from '../../context/office-resolution';
import { withContext } from '../../db/context';
import type { SchemaView } from '../../http/schema-types';
import type { OfficeCertificate } from '../../signing/office-certificate';
import { verifySeal } from '../../signing/verify-seal';
import { findPublicTenant } from '../../tenancy/tenant-queries';
import type { verificationSchema } from '../signing/signing.schemas';
import { readSigningTrail } from '../signing/signing-trail';

/** What /verify answers about a PDF. */
export type Verification = SchemaView<typeof verificationSchema>;

interface SealRow {
  workflow_id: string;
  tenant_id: string;
  tenant_slug: string;
}

/**
 * Checks a PDF: its seal (present, intact, this installation's), and, when its exact bytes are a sealed PDF this
 * installation stored, the workflow behind it — its office, document, participants and trail (without addresses
 * or browsers: whoever holds the PDF reads its certificate anyway, and no more).
 */
export async function verifyPdf(base: CallContext, catalog: OfficeTypeCatalog, certificate: OfficeCertificate, pdf: Buffer): Promise<Verification> {
  const seal = verifySeal(pdf, certificate);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const row = await withContext(base.db, {}, async (trx) => (await sql<SealRow>`select * from signing_seal_lookup(${sha256})`.execute(trx)).rows[0]);
  const tenant = row ? await findPublicTenant(base.db, row.tenant_id) : undefined;
  const check = { isSealed: seal.isSealed, isIntact: seal.isIntact, isOurs: seal.isOurs, signedAt: seal.signedAt?.toISOString() ?? null, signer: seal.signer ?? null, sha256 };
  if (!row || !tenant) return { ...check, workflow: null };
  const ctx = inOfficeOf({ ...base, actor: { kind: 'anonymous' } }, { id: tenant.id, slug: tenant.slug, name: tenant.name, officeType: tenant.officeType }, catalog, tenant.overrides);
  const workflow = await inOffice(ctx, async (trx) => {
    const found = await trx.selectFrom('signing_workflows').select(['name', 'completed_at']).where('id', '=', row.workflow_id).executeTakeFirstOrThrow();
    const participants = await trx.selectFrom('signing_participants').select(['name', 'role', 'status', 'acted_at']).where('workflow_id', '=', row.workflow_id).orderBy('position').execute();
    const trail = await readSigningTrail(trx, row.workflow_id);
    return {
      officeName: tenant.name,
      documentName: found.name,
      completedAt: found.completed_at?.toISOString() ?? null,
      participants: participants.map((participant) => ({ name: participant.name, role: participant.role, status: participant.status, actedAt: participant.acted_at?.toISOString() ?? null })),
      events: trail.map((entry) => ({ event: entry.event, occurredAt: new Date(entry.occurredAt).toISOString(), participantName: entry.participantName })),
    };
  });
  return { ...check, workflow };
}
