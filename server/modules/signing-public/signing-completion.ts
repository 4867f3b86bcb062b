import { createHash } from 'node:crypto';
import { isLanguage, LANGUAGES, type Language } from '../../../engine/i18n/languages';
import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { clockNow } from '../../jobs/clock';
import { renderMail } from '../../mail/mail-layout';
import type { OfficeCertificate } from '../../signing/office-certificate';
import { completedSignedPdf } from '../../signing/completed-signed-pdf';
import type { StoredFiles } from '../../storage/delete-quietly';
import { addVersionIn, versionIn } from '../documents/library-files.service';
import { readCertificateFacts } from '../signing/signing-certificate';
import { recordSigningEvent } from '../signing/signing-trail';
import { mailQueueOf } from '../workflow-runtime/workflow-mail-queue';

/** What completing a workflow needs beside the database: the office's files, and the certificate that seals. */
export interface CompletionServices {
  files: StoredFiles;
  certificate(): OfficeCertificate;
}

const DONE_TEXTS = {
  subject: { he: '"{{name}}" נחתם על ידי כל המשתתפים', en: '"{{name}}" has been signed by everyone', es: '"{{name}}" ha sido firmado por todos' },
  body: {
    he: 'כל המשתתפים חתמו על "{{name}}" של {{office}}. העותק החתום, עם אישור החתימות, מצורף. אפשר לבדוק אותו בכל עת בכתובת:',
    en: 'Everyone has signed "{{name}}" from {{office}}. The signed copy, with its signing certificate, is attached. You can check it at any time at:',
    es: 'Todos han firmado "{{name}}" de {{office}}. Se adjunta la copia firmada, con su certificado de firmas. Puede comprobarla en cualquier momento en:',
  },
  attached: { he: 'מצורף: {{file}}', en: 'Attached: {{file}}', es: 'Adjunto: {{file}}' },
} as const satisfies Record<string, Record<Language, string>>;

/** The sealed file's name: the document's, with "signed" before its extension. */
export function sealedFileName(name: string): string {
  const base = name.replace(/\.pdf$/i, '').replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'document';
  return `${base.slice(0, 200)} (signed).pdf`;
}

/**
 * Completes a workflow in the transaction whose act completed it: every box drawn in place on the version that was
 * sent, the audit certificate appended, the whole sealed by the installation's certificate, stored as the
 * document's next version (as the system), the seal's hash kept for /verify, and every participant mailed the
 * sealed copy once the transaction commits. A failure rolls the completing act back with it: a completed workflow
 * always has its sealed PDF.
 */
export async function completeSigning(trx: ScopedTransaction, ctx: OfficeContext, services: CompletionServices, workflowId: string, publicUrl: string): Promise<void> {
  const system: OfficeContext = { ...ctx, actor: { kind: 'system', name: 'signing' } };
  const workflow = await trx.selectFrom('signing_workflows').selectAll().where('id', '=', workflowId).executeTakeFirstOrThrow();
  const sent = await versionIn(trx, workflow.document_id, workflow.document_version);
  const original = sent ? await services.files.storage.get(sent.storage_key) : undefined;
  if (!sent || !original) throw new Error(`signing workflow ${workflowId}: the version it sent (${workflow.document_version}) has no stored file`);
  const participants = await trx.selectFrom('signing_participants').select(['email', 'language']).where('workflow_id', '=', workflowId).execute();
  const fields = await trx.selectFrom('signing_fields').selectAll().where('workflow_id', '=', workflowId).execute();
  const signedAt = clockNow();
  await recordSigningEvent(trx, workflowId, { event: 'sealed' });
  const facts = (await readCertificateFacts(trx, ctx.tenant.name, workflowId, createHash('sha256').update(original.data).digest('hex')))!;
  const sealed = await completedSignedPdf({
    original: original.data,
    fields: fields.map((field) => ({ kind: field.kind, page: field.page, x: field.x, y: field.y, width: field.width, height: field.height, value: field.value, image: field.image, method: field.signature_method })),
    facts,
    certificate: services.certificate(),
    signingTime: signedAt,
    language: ctx.office.localization.defaultLanguage,
  });
  const checksum = createHash('sha256').update(sealed).digest('hex');
  const fileName = sealedFileName(sent.file_name);
  const row = await addVersionIn(trx, system, services.files, workflow.document_id, { fileName, data: sealed, contentType: 'application/pdf', extension: '.pdf', checksum }, '');
  await trx.updateTable('signing_workflows').set({ sealed_sha256: checksum, sealed_version: row.version, original_sha256: facts.documentSha256 }).where('id', '=', workflowId).execute();
  for (const participant of participants) {
    const fill = (text: string) => text.replace('{{name}}', () => workflow.name).replace('{{office}}', () => ctx.tenant.name).replace('{{file}}', () => fileName);
    const language: Language = isLanguage(participant.language) ? participant.language : 'he';
    const body = Object.fromEntries(LANGUAGES.map((each) => [each, [fill(DONE_TEXTS.body[each]), { link: `${publicUrl}/verify` }, '', fill(DONE_TEXTS.attached[each])]])) as Parameters<typeof renderMail>[0]['body'];
    const mail = renderMail({ template: 'signing-completed', subject: fill(DONE_TEXTS.subject[language]), body }, { to: participant.email, tenantId: ctx.tenant.id });
    mailQueueOf(trx).push({ ...mail, attachments: [{ filename: fileName, contentType: 'application/pdf', content: sealed }] });
  }
}
