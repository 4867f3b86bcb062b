import type { FieldError } from '../../../api/api-error';

/** The server's message for one field (terminology.he.client), if it named that field. */
export function messageAt(errors: readonly FieldError[], field: string): string | undefined {
  return errors.find((error) => error.field === field)?.message;
}

/** The server's messages for the fields under a prefix (terminology.he.), or exactly at it. */
export function messagesUnder(errors: readonly FieldError[], prefix: string): FieldError[] {
  return errors.filter((error) => error.field === prefix || error.field.startsWith(`${prefix}.`));
}
