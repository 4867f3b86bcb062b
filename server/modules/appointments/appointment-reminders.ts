import { LANGUAGES, type Language } from '../../../engine/i18n/languages';
import type { OfficeContext } from '../../context/office-context';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import type { ScopedTransaction } from '../../db/context';
import { clockNow } from '../../jobs/clock';
import type { JobRun, OfficeJobKind } from '../../jobs/job-kind';
import { enqueueInOffice } from '../../jobs/job-queue';
import { renderMail } from '../../mail/mail-layout';
import { officeWordFiller } from '../../plugins/office-words';
import { mailQueueOf, inOfficeWithMail } from '../workflow-runtime/workflow-mail-queue';
import { localTime } from './appointment-times';
import { readAppointmentRow } from './appointments.queries';

/** What a reminder names: the appointment, and the start it was booked for (a moved appointment has a new reminder). */
export type AppointmentReminderPayload = { module: string; appointmentId: string; startsAt: string };

/** How long before an appointment its client is reminded when the office type does not say: a day. */
const DEFAULT_REMINDER_MINUTES = 1440;

const REMINDER_TEXTS = {
  subject: { he: 'תזכורת: {{appointment}} ב־{{when}}', en: 'Reminder: your {{appointment}} on {{when}}', es: 'Recordatorio: su {{appointment}} el {{when}}' },
  body: { he: 'שלום {{name}}, זוהי תזכורת ל{{appointment}} שלך ב־{{when}}.', en: 'Hello {{name}}, this is a reminder of your {{appointment}} on {{when}}.', es: 'Hola, {{name}}: le recordamos su {{appointment}} el {{when}}.' },
} as const satisfies Record<string, Record<Language, string>>;

/**
 * Enqueues an appointment's reminder in the transaction that booked or moved it, at the office's lead time before
 * its start (none when that time has passed or the office sends none). One job per appointment and start.
 */
export async function enqueueReminder(trx: ScopedTransaction, ctx: OfficeContext, module: string, appointmentId: string, startsAt: Date): Promise<void> {
  const minutes = ctx.office.settings.scheduling.reminderMinutesBefore ?? DEFAULT_REMINDER_MINUTES;
  const runAt = new Date(startsAt.getTime() - minutes * 60_000);
  if (minutes === 0 || runAt.getTime() <= clockNow().getTime()) return;
  const payload = { module, appointmentId, startsAt: startsAt.toISOString() };
  await enqueueInOffice(trx, ctx, appointmentReminderJob, payload, { runAt, key: `${appointmentId}@${payload.startsAt}` });
}

// The appointment's day and time on the office's clocks (2030-01-07 10:00).
function whenText(ctx: OfficeContext, startsAt: Date): string {
  const local = localTime(startsAt, ctx.office.localization.timeZone);
  const minutes = Math.round(local.minutes);
  return `${local.day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The reminder of an appointment: its client is e-mailed (through the outbox, once the transaction commits) while
 * it still stands at the start it was booked for and is not cancelled; audited; done once with the job.
 */
export const appointmentReminderJob: OfficeJobKind<AppointmentReminderPayload> = {
  name: 'appointment.reminder',
  scope: 'office',
  run: (job: JobRun<AppointmentReminderPayload>, ctx: OfficeContext) =>
    inOfficeWithMail(ctx, async (trx) => {
      const row = await readAppointmentRow(trx, job.payload.module, job.payload.appointmentId, true);
      const isLive = row && row.status !== 'cancelled' && new Date(row.starts_at).toISOString() === job.payload.startsAt;
      const client = isLive && row.client_id ? await trx.selectFrom('clients').select(['email', 'first_name']).where('id', '=', row.client_id).executeTakeFirst() : undefined;
      if (isLive && client?.email) {
        const fill = officeWordFiller(ctx.office);
        const facts = (text: string, language: Language) => fill(text, language).replace('{{when}}', () => whenText(ctx, new Date(row.starts_at))).replace('{{name}}', () => client.first_name);
        const subject = LANGUAGES.map((language) => facts(REMINDER_TEXTS.subject[language], language)).join(' / ');
        const body = Object.fromEntries(LANGUAGES.map((language) => [language, [ctx.tenant.name, '', facts(REMINDER_TEXTS.body[language], language)]])) as Record<Language, string[]>;
        mailQueueOf(trx).push(renderMail({ template: 'appointment-reminder', subject, body }, { to: client.email, tenantId: ctx.tenant.id }));
        await writeAudit(trx, auditActorOf(ctx), { eventType: 'appointment.reminded', serviceName: 'appointments', entityType: 'appointment', entityId: row.id, after: { startsAt: job.payload.startsAt, to: client.email }, success: true });
      }
      await job.completeIn(trx);
    }),
};
