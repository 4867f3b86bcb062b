import type { MoveInput } from './record-types';

/** A value as a move dialog's field holds it: a date picker's day (dayjs) is written YYYY-MM-DD. */
type HeldValue = unknown;

const isDay = (value: unknown): value is { format(pattern: string): string } => typeof value === 'object' && value !== null && typeof (value as { format?: unknown }).format === 'function';

/** The inputs a move sends, from the dialog's values: dates as YYYY-MM-DD, empty answers left out. */
export function moveInputValues(inputs: readonly MoveInput[], values: Readonly<Record<string, HeldValue>>): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const input of inputs) {
    const value = values[input.name];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue;
    answers[input.name] = isDay(value) ? value.format('YYYY-MM-DD') : typeof value === 'string' ? value.trim() : value;
  }
  return answers;
}

/** The required inputs the dialog's values leave unanswered. */
export function missingInputs(inputs: readonly MoveInput[], values: Readonly<Record<string, HeldValue>>): string[] {
  const answered = moveInputValues(inputs, values);
  return inputs.filter((input) => input.required && !(input.name in answered)).map((input) => input.name);
}
