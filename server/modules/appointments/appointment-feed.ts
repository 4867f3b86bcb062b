import { inOffice, type OfficeContext } from '../../context/office-context';
import { clockNow } from '../../jobs/clock';
import { calendarModuleOf, mayActOnCalendar } from './appointment-access';
import { appointmentsIcs } from './appointment-ics';
import { appointmentView } from './appointment.view';
import { listProfessionalRows } from './appointments.queries';

const DAY = 86_400_000;
/** How far back and ahead a member's feed reaches. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;

/** The office's calendar modules the context's actor may see: of kind "calendar", their feature on, their roles allowed. */
export function visibleCalendarModules(ctx: OfficeContext): string[] {
  return ctx.office.features.modules
    .map((module) => calendarModuleOf(ctx, module.id))
    .filter((module) => module !== undefined)
    .filter((module) => (module.feature === undefined || ctx.office.enabledFeatures.includes(module.feature)) && mayActOnCalendar(ctx, module, 'view'))
    .map((module) => module.id);
}

/**
 * A member's own appointments (theirs as the professional) in every calendar module of the office they may see, from
 * 30 days back to 180 days ahead, cancelled ones included so a subscribed calendar drops them, as an iCalendar text
 * in the office's language, named after the office.
 */
export async function ownCalendarIcs(ctx: OfficeContext, userId: string): Promise<string> {
  const now = clockNow().getTime();
  const modules = visibleCalendarModules(ctx);
  const rows = await inOffice(ctx, (trx) => listProfessionalRows(trx, modules, userId, new Date(now - FEED_DAYS_BACK * DAY), new Date(now + FEED_DAYS_AHEAD * DAY)));
  const language = ctx.office.localization.defaultLanguage;
  return appointmentsIcs(ctx, rows.map(appointmentView), language, ctx.tenant.name);
}
