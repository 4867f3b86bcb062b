import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { AppointmentView } from './appointment.view';

/** What of an appointment the audit compares (its times of change and version move with every change). */
type Audited = Omit<AppointmentView, 'updatedAt' | 'version' | 'lastModifiedBy' | 'clientName' | 'professionalName'>;

const audited = ({ updatedAt: _u, version: _v, lastModifiedBy: _b, clientName: _c, professionalName: _p, ...rest }: AppointmentView): Audited => rest;

/**
 * Audits a change to an appointment inside the transaction that made it (who, what, before and after, only what
 * changed for an update): `appointment.create`, `appointment.update`, `appointment.status`.
 */
export async function auditAppointmentChange(trx: ScopedTransaction, ctx: OfficeContext, eventType: string, before: AppointmentView | undefined, after: AppointmentView): Promise<void> {
  let entry: { before?: Partial<Audited>; after: Partial<Audited> } = { after: audited(after) };
  if (before) {
    const [old, now] = [audited(before) as Record<string, unknown>, audited(after) as Record<string, unknown>];
    const keys = Object.keys(now).filter((key) => JSON.stringify(old[key] ?? null) !== JSON.stringify(now[key] ?? null));
    const pick = (values: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, values[key] ?? null])) as Partial<Audited>;
    entry = { before: pick(old), after: pick(now) };
  }
  await writeAudit(trx, auditActorOf(ctx), { eventType, serviceName: 'appointments', entityType: 'appointment', entityId: after.id, ...entry, success: true });
}
