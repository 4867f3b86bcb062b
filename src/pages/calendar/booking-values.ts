import type { FormDefinition } from '../../../engine/generated/config-types';
import { clockText, type Day } from './calendar-dates';

/**
 * The booking form's data with its date and time fields (by their field type) set to a slot's day and time: the
 * form asks for them, and the slot pressed has already said them.
 */
export function withSlot(form: FormDefinition, data: Readonly<Record<string, unknown>>, day: Day, minutes: number): Record<string, unknown> {
  const next: Record<string, unknown> = { ...data };
  for (const [key, field] of Object.entries(form.fields)) {
    if (field.type === 'date') next[key] = day;
    if (field.type === 'time') next[key] = clockText(minutes);
  }
  return next;
}

/** Whether the booking form asks for the length itself (a numeric `duration`, which the server reads as the length). */
export function hasDurationField(form: FormDefinition): boolean {
  const duration = (form.schema as { properties?: Record<string, { type?: unknown }> }).properties?.duration;
  return duration !== undefined && (duration.type === 'integer' || duration.type === 'number');
}

/** The minutes an entry lasts: the form's duration when it asks for one, else the length chosen. */
export function lengthOf(data: Readonly<Record<string, unknown>>, chosen: number): number {
  return typeof data.duration === 'number' && data.duration > 0 ? data.duration : chosen;
}

/** Whether a refusal's field errors are about the booking form's data, which the form shows at its fields. */
export function isAboutData(errors: readonly { field: string }[] | undefined): boolean {
  return (errors ?? []).some((error) => error.field === 'data' || error.field.startsWith('data.'));
}
