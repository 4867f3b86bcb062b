import type { WorkflowDefinition } from '../generated/config-types';
import { addHours, hoursBetween } from './workflow-time';

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

/** When a record that entered a stage at enteredAt falls overdue (fractional SLA hours allowed); undefined without an SLA. */
export function slaDeadline(definition: WorkflowDefinition, stageId: string, enteredAt: string): string | undefined {
  const hours = definition.stages.find((stage) => stage.id === stageId)?.sla?.hours;
  return hours === undefined ? undefined : addHours(enteredAt, hours);
}

/** When and how early a record in a stage is reminded before it falls due: the stage's `reminderHours`, else a quarter of its SLA. */
export function slaReminderHours(definition: WorkflowDefinition, stageId: string): number | undefined {
  const sla = definition.stages.find((stage) => stage.id === stageId)?.sla;
  return sla === undefined ? undefined : (sla.reminderHours ?? sla.hours / 4);
}

/** The due time and reminder time of a record that entered a stage at enteredAt (ISO); undefined for a stage without an SLA. */
export function slaTimes(definition: WorkflowDefinition, stageId: string, enteredAt: string): { dueAt: string; remindAt: string } | undefined {
  const dueAt = slaDeadline(definition, stageId, enteredAt);
  const lead = slaReminderHours(definition, stageId);
  return dueAt === undefined || lead === undefined ? undefined : { dueAt, remindAt: addHours(dueAt, -lead) };
}

/** The records past their stage's SLA at a given time, most overdue first. */
export function listOverdue(definition: WorkflowDefinition, items: readonly SlaItem[], now: string): OverdueItem[] {
  const overdue: OverdueItem[] = [];
  for (const item of items) {
    const deadline = slaDeadline(definition, item.stage, item.enteredAt);
    if (deadline === undefined) continue;
    const hoursOverdue = hoursBetween(deadline, now);
    if (hoursOverdue > 0) overdue.push({ ...item, deadline, hoursOverdue });
  }
  return overdue.sort((a, b) => b.hoursOverdue - a.hoursOverdue);
}
