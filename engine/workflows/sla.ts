import type { WorkflowDefinition, WorkflowStage } from '../generated/config-types';
import { addWorkingHours, type SlaCalendar } from './sla-working-time';
import { addHours, hoursBetween } from './workflow-time';

export type { SlaCalendar } from './sla-working-time';

/** The calendar an office's working-hours SLAs count: its scheduling policy's working hours in its time zone. */
export function slaCalendarOf(office: { settings: { scheduling: { workingHours: SlaCalendar['workingHours'] } }; localization: { timeZone: string } }): SlaCalendar {
  return { workingHours: office.settings.scheduling.workingHours, timeZone: office.localization.timeZone };
}

type StageSla = NonNullable<WorkflowStage['sla']>;

// Hours on the stage's clock: every hour, or the calendar's working hours (which a stage on that clock needs).
function addSlaHours(sla: StageSla, stageId: string, iso: string, hours: number, calendar: SlaCalendar | undefined): string {
  if (sla.clock !== 'working') return addHours(iso, hours);
  if (!calendar) throw new Error(`stage "${stageId}" counts working hours: its office's calendar is needed`);
  return addWorkingHours(iso, hours, calendar);
}

const slaOfStage = (definition: WorkflowDefinition, stageId: string): StageSla | undefined => definition.stages.find((stage) => stage.id === stageId)?.sla;

/** A record as the SLA check sees it: its id, its stage and when it entered that stage (ISO). */
export interface SlaItem {
  id: string;
  stage: string;
  enteredAt: string;
}

/** A record past its stage's SLA: when it fell due and by how many hours it is late. */
export interface OverdueItem extends SlaItem {
  deadline: string;
  hoursOverdue: number;
}

/**
 * When a record that entered a stage at enteredAt falls overdue (fractional SLA hours allowed), on the stage's clock:
 * wall-clock hours, or the working hours of the calendar given (a stage with `clock: "working"` needs one);
 * undefined without an SLA.
 */
export function slaDeadline(definition: WorkflowDefinition, stageId: string, enteredAt: string, calendar?: SlaCalendar): string | undefined {
  const sla = slaOfStage(definition, stageId);
  return sla === undefined ? undefined : addSlaHours(sla, stageId, enteredAt, sla.hours, calendar);
}

/** When and how early a record in a stage is reminded before it falls due: the stage's `reminderHours`, else a quarter of its SLA. */
export function slaReminderHours(definition: WorkflowDefinition, stageId: string): number | undefined {
  const sla = slaOfStage(definition, stageId);
  return sla === undefined ? undefined : (sla.reminderHours ?? sla.hours / 4);
}

/**
 * The due time and reminder time of a record that entered a stage at enteredAt (ISO), both on the stage's clock (on
 * the working clock the reminder comes that many working hours before); undefined for a stage without an SLA.
 */
export function slaTimes(definition: WorkflowDefinition, stageId: string, enteredAt: string, calendar?: SlaCalendar): { dueAt: string; remindAt: string } | undefined {
  const sla = slaOfStage(definition, stageId);
  const dueAt = slaDeadline(definition, stageId, enteredAt, calendar);
  const lead = slaReminderHours(definition, stageId);
  return sla === undefined || dueAt === undefined || lead === undefined ? undefined : { dueAt, remindAt: addSlaHours(sla, stageId, dueAt, -lead, calendar) };
}

/** The records past their stage's SLA at a given time, most overdue first (hours late in wall-clock hours). */
export function listOverdue(definition: WorkflowDefinition, items: readonly SlaItem[], now: string, calendar?: SlaCalendar): OverdueItem[] {
  const overdue: OverdueItem[] = [];
  for (const item of items) {
    const deadline = slaDeadline(definition, item.stage, item.enteredAt, calendar);
    if (deadline === undefined) continue;
    const hoursOverdue = hoursBetween(deadline, now);
    if (hoursOverdue > 0) overdue.push({ ...item, deadline, hoursOverdue });
  }
  return overdue.sort((a, b) => b.hoursOverdue - a.hoursOverdue);
}
