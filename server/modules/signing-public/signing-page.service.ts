import { inOffice } from '../../context/office-context';
import { clockNow } from '../../jobs/clock';
import type { StoredFiles } from '../../storage/delete-quietly';
import { versionIn } from '../documents/library-files.service';
import { readSigningState } from '../signing/signing-store';
import { recordSigningEvent } from '../signing/signing-trail';
import type { OpenedLink } from './signing-link';
import { signingPublicError } from './signing-public.messages';
import { needsCode, readSessionFacts, signingSession, type SigningSession } from './signing-session';

/** What a link opens, as its page shows it. */
export async function readSigningPage({ ctx, participantId, workflowId }: OpenedLink): Promise<SigningSession> {
  const session = await inOffice(ctx, async (trx) => {
    const facts = await readSessionFacts(trx, workflowId, participantId);
    return facts && signingSession(ctx, facts, clockNow());
  });
  if (!session) throw signingPublicError(404, 'SIGNING_LINK_UNKNOWN');
  return session;
}

/**
 * The version of the document the workflow sent, as a PDF, once the link passed its code where one is asked for;
 * the first and every later opening is in the trail (viewed), with the address and browser it came from.
 */
export async function readSigningDocument({ ctx, participantId, workflowId }: OpenedLink, files: StoredFiles): Promise<{ data: Buffer; fileName: string }> {
  const version = await inOffice(ctx, async (trx) => {
    const stored = await readSigningState(trx, workflowId);
    const participant = stored?.participants.find((row) => row.id === participantId);
    if (!stored || !participant) throw signingPublicError(404, 'SIGNING_LINK_UNKNOWN');
    if (needsCode(stored.workflow, participant)) throw signingPublicError(403, 'SIGNING_CODE_REQUIRED');
    const sent = await versionIn(trx, stored.workflow.document_id, stored.workflow.document_version);
    if (!sent) throw signingPublicError(404, 'SIGNING_LINK_UNKNOWN');
    await recordSigningEvent(trx, workflowId, { event: 'viewed', participantId, origin: ctx.origin });
    return sent;
  });
  const file = await files.storage.get(version.storage_key);
  if (!file) {
    files.log.error({ workflowId, key: version.storage_key }, 'a signing workflow’s document has no stored file');
    throw signingPublicError(404, 'SIGNING_LINK_UNKNOWN');
  }
  return { data: file.data, fileName: version.file_name };
}
