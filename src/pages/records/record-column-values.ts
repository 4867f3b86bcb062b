import type { FormDefinition, WorkflowDefinition } from '../../../engine/generated/config-types';
import { answerText } from '../../../engine/forms/answer-text';
import { pickText } from '../../../engine/i18n/languages';
import { isRecordField, type RecordField } from '../../../engine/modules/record-columns';
import { slaDeadline, type SlaCalendar } from '../../../engine/workflows/sla';
import type { TimeStyle } from '../../../engine/time/format-time';
import type { RecordItem } from './record-types';

/** What a column's value is written with: the collection's form and workflow, the reader's language and time zone. */
export interface ColumnContext {
  form: FormDefinition;
  workflow: WorkflowDefinition | undefined;
  language: string;
  yesNo(flag: boolean): string;
  formatTime(value: string, style: TimeStyle): string;
}

/** How long the record has left in its stage (the workflow's SLA for that stage), or undefined when the stage has none. */
export interface SlaState {
  deadline: string;
  hoursLeft: number;
  isBreached: boolean;
}

/** A stage's name in a language, from the workflow; the stored id when the workflow no longer has it. */
export function stageName(workflow: WorkflowDefinition | undefined, stage: string | null, language: string): string {
  if (!stage) return '';
  const found = workflow?.stages.find((candidate) => candidate.id === stage);
  return found ? pickText(found.name, language) : stage;
}

/**
 * The SLA of the record's current stage, from when it entered the stage, on the stage's clock (the engine's, as the
 * server's timer counts it: a working-hours stage counts the office's calendar); undefined for a stage without one,
 * or on the working clock before the office's calendar is known.
 */
export function slaState(record: Pick<RecordItem, 'stage' | 'stageEnteredAt'>, workflow: WorkflowDefinition | undefined, now: number, calendar?: SlaCalendar): SlaState | undefined {
  const stage = workflow?.stages.find((candidate) => candidate.id === record.stage);
  if (!workflow || !stage?.sla || !record.stageEnteredAt || Number.isNaN(Date.parse(record.stageEnteredAt))) return undefined;
  if (stage.sla.clock === 'working' && !calendar) return undefined;
  const deadline = Date.parse(slaDeadline(workflow, stage.id, new Date(record.stageEnteredAt).toISOString(), calendar)!);
  const hoursLeft = (deadline - now) / 3_600_000;
  return { deadline: new Date(deadline).toISOString(), hoursLeft, isBreached: hoursLeft < 0 };
}

/** Each of the record's own fields as text; $sla is drawn apart (SlaTag). */
const RECORD_FIELD_TEXT: Record<RecordField, (record: RecordItem, context: ColumnContext) => string> = {
  $number: (record) => record.number ?? '',
  $stage: (record, context) => stageName(context.workflow, record.stage, context.language),
  $client: (record) => record.clientName ?? '',
  $assignee: (record) => record.assigneeName ?? '',
  $createdAt: (record, context) => context.formatTime(record.createdAt, 'dateTime'),
  $updatedAt: (record, context) => context.formatTime(record.updatedAt, 'dateTime'),
  $sla: () => '',
};

/**
 * A column's value as text: the record's own fields ($number, $stage by its name, $client and $assignee by name, dates
 * in the reader's zone) or a form field's answer (an option by its label, a date as a date).
 */
export function columnText(field: string, record: RecordItem, context: ColumnContext): string {
  return isRecordField(field) ? RECORD_FIELD_TEXT[field](record, context) : formFieldText(field, record.data[field], context);
}

/** A form field's stored answer as text: a date field as a date in the reader's language, anything else as answerText writes it. */
export function formFieldText(field: string, value: unknown, context: Pick<ColumnContext, 'form' | 'language' | 'yesNo' | 'formatTime'>): string {
  if (context.form.fields[field]?.type === 'date' && typeof value === 'string' && value !== '') return context.formatTime(value, 'date');
  return answerText(context.form, field, value, context.language, context.yesNo);
}

/** A column's heading: a form field's label, else the record field's text from `own` ($number → own('number')). */
export function columnTitle(field: string, form: FormDefinition, language: string, own: (key: string) => string): string {
  if (field.startsWith('$')) return own(field.slice(1));
  const definition = form.fields[field];
  return definition ? pickText(definition.label, language) : field;
}

/** The record's name for links and headings: its title, else its number, else the fallback. */
export function recordName(record: Pick<RecordItem, 'title' | 'number'>, fallback: string): string {
  return record.title?.trim() || record.number || fallback;
}
