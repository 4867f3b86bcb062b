import { inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { CertificateFacts } from '../../signing/certificate-facts';
import { sealedCertificate } from '../../signing/completed-signed-pdf';
import type { OfficeCertificate } from '../../signing/office-certificate';
import { readSigningTrail } from './signing-trail';

/** The audit certificate of a sealed workflow, as a PDF file. */
export interface SealedCertificate {
  fileName: string;
  data: Buffer;
}

/**
 * What a workflow's audit certificate states, from the office's rows: the workflow, the hash of what was sent,
 * each participant with how they signed (the method of their first signature box), and the trail. Undefined when
 * the workflow is not the office's.
 */
export async function readCertificateFacts(trx: ScopedTransaction, officeName: string, workflowId: string, documentSha256?: string): Promise<CertificateFacts | undefined> {
  const workflow = await trx.selectFrom('signing_workflows').selectAll().where('id', '=', workflowId).executeTakeFirst();
  if (!workflow) return undefined;
  const participants = await trx.selectFrom('signing_participants').selectAll().where('workflow_id', '=', workflowId).orderBy('position').orderBy('name').execute();
  const methods = await trx.selectFrom('signing_fields').select(['participant_id', 'signature_method']).where('workflow_id', '=', workflowId).where('signature_method', 'is not', null).execute();
  const trail = await readSigningTrail(trx, workflowId);
  return {
    officeName,
    documentName: workflow.name,
    documentSha256: documentSha256 ?? workflow.original_sha256 ?? '',
    workflowId,
    sentAt: workflow.submitted_at ?? workflow.created_at,
    completedAt: workflow.completed_at ?? new Date(),
    participants: participants.map((participant) => ({
      name: participant.name,
      email: participant.email,
      role: participant.role,
      status: participant.status,
      actedAt: participant.acted_at,
      signatureMethod: methods.find((field) => field.participant_id === participant.id)?.signature_method ?? null,
    })),
    events: trail.map(({ event, occurredAt, participantName, actorName, ip, userAgent }) => ({ event, occurredAt, participantName, actorName, ip, userAgent })),
    languages: ['he', 'en'],
  };
}

/**
 * The audit certificate alone, as a PDF sealed by the installation, of a sealed workflow (the caller checked it is
 * sealed and theirs to see); undefined when the office has no such workflow.
 */
export async function sealedCertificateFor(ctx: OfficeContext, certificate: OfficeCertificate, workflowId: string): Promise<SealedCertificate | undefined> {
  const facts = await inOffice(ctx, (trx) => readCertificateFacts(trx, ctx.tenant.name, workflowId));
  if (!facts) return undefined;
  const data = await sealedCertificate({ facts, certificate, signingTime: new Date(facts.completedAt) });
  return { fileName: `${facts.documentName.replace(/[\\/:*?"<>|]+/g, ' ').trim().slice(0, 180) || 'document'} (certificate).pdf`, data };
}
