import { randomInt } from 'node:crypto';
import { isLanguage, LANGUAGES, type Language } from '../../../engine/i18n/languages';
import { clockNow } from '../../jobs/clock';
import { renderMail } from '../../mail/mail-layout';
import { hashSecretId, safeEqual } from '../../security/tokens';
import { recordSigningEvent } from '../signing/signing-trail';
import { inOfficeWithMail, mailQueueOf } from '../workflow-runtime/workflow-mail-queue';
import { signingPublicError } from './signing-public.messages';
import type { OpenedLink } from './signing-link';

/** How long a one-time code works, and how many wrong tries it takes before a new one is needed. */
export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;

const CODE_TEXTS = {
  subject: { he: 'הקוד שלך לחתימה על "{{name}}"', en: 'Your code to sign "{{name}}"', es: 'Su código para firmar "{{name}}"' },
  intro: { he: 'הקוד החד־פעמי לפתיחת "{{name}}" מ{{office}}:', en: 'Your one-time code to open "{{name}}" from {{office}}:', es: 'Su código de un solo uso para abrir "{{name}}" de {{office}}:' },
  validity: { he: `הקוד בתוקף ${CODE_MINUTES} דקות. אם לא ביקשת אותו, אפשר להתעלם מהודעה זו.`, en: `The code works for ${CODE_MINUTES} minutes. If you did not ask for it, ignore this mail.`, es: `El código funciona durante ${CODE_MINUTES} minutos. Si no lo pidió, ignore este correo.` },
} as const satisfies Record<string, Record<Language, string>>;

// A code is kept as the hash of the participant's id with it, so the same six digits of two links never match.
const codeHash = (participantId: string, code: string): Buffer => hashSecretId(`${participantId}:${code}`);

/** An address with most of its name hidden: d••••@example.com. */
export function maskedAddress(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}${'•'.repeat(Math.max(2, Math.min(6, name.length - 1)))}@${domain}`;
}

/**
 * Mails the link's participant a new six-digit code (the one before stops working), for a workflow that asks for
 * one before the document opens; recorded in the trail. Answers the address, partly hidden.
 */
export async function sendSigningCode({ ctx, participantId, workflowId }: OpenedLink): Promise<{ sentTo: string }> {
  return inOfficeWithMail(ctx, async (trx) => {
    const workflow = await trx.selectFrom('signing_workflows').select(['name', 'public_access']).where('id', '=', workflowId).executeTakeFirstOrThrow();
    const participant = await trx.selectFrom('signing_participants').select(['id', 'email', 'language']).where('id', '=', participantId).executeTakeFirstOrThrow();
    if (workflow.public_access) throw signingPublicError(400, 'SIGNING_CODE_NOT_NEEDED');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = clockNow();
    await trx
      .updateTable('signing_participants')
      .set({ code_hash: codeHash(participant.id, code), code_expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000), code_attempts: 0 })
      .where('id', '=', participant.id)
      .execute();
    await recordSigningEvent(trx, workflowId, { event: 'code_sent', participantId, origin: ctx.origin, detail: { to: maskedAddress(participant.email) } });
    const fill = (text: string) => text.replace('{{name}}', () => workflow.name).replace('{{office}}', () => ctx.tenant.name);
    const language: Language = isLanguage(participant.language) ? participant.language : 'he';
    const body = Object.fromEntries(LANGUAGES.map((each) => [each, [fill(CODE_TEXTS.intro[each]), { code }, fill(CODE_TEXTS.validity[each])]])) as Parameters<typeof renderMail>[0]['body'];
    mailQueueOf(trx).push(renderMail({ template: 'signing-code', subject: fill(CODE_TEXTS.subject[language]), body }, { to: participant.email, tenantId: ctx.tenant.id }));
    return { sentTo: maskedAddress(participant.email) };
  });
}

/**
 * Checks a code against the link's: right, the link has passed (the document opens and acting is allowed); wrong,
 * a try is counted (five, then a new code is needed); too old, 410. Each outcome is in the trail.
 */
export async function verifySigningCode({ ctx, participantId, workflowId }: OpenedLink, code: string): Promise<void> {
  const failure = await inOfficeWithMail(ctx, async (trx) => {
    const participant = await trx
      .selectFrom('signing_participants')
      .select(['id', 'code_hash', 'code_expires_at', 'code_attempts'])
      .where('id', '=', participantId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!participant.code_hash || !participant.code_expires_at) return signingPublicError(400, 'SIGNING_CODE_NONE');
    if (participant.code_attempts >= CODE_TRIES) return signingPublicError(400, 'SIGNING_CODE_LOCKED');
    if (participant.code_expires_at.getTime() <= clockNow().getTime()) return signingPublicError(410, 'SIGNING_CODE_EXPIRED');
    if (!safeEqual(codeHash(participant.id, code).toString('hex'), Buffer.from(participant.code_hash).toString('hex'))) {
      await trx.updateTable('signing_participants').set({ code_attempts: participant.code_attempts + 1 }).where('id', '=', participant.id).execute();
      await recordSigningEvent(trx, workflowId, { event: 'code_failed', participantId, origin: ctx.origin, detail: { attempt: participant.code_attempts + 1 } });
      return signingPublicError(400, participant.code_attempts + 1 >= CODE_TRIES ? 'SIGNING_CODE_LOCKED' : 'SIGNING_CODE_WRONG');
    }
    await trx.updateTable('signing_participants').set({ code_verified_at: clockNow(), code_hash: null, code_expires_at: null }).where('id', '=', participant.id).execute();
    await recordSigningEvent(trx, workflowId, { event: 'code_verified', participantId, origin: ctx.origin });
    return undefined;
  });
  // The failed try is committed (it counts), then refused.
  if (failure) throw failure;
}
