import { cleanClientInput, validateClient, type ClientInput } from '../../../engine/clients';
import { fieldError, type FieldError, type Messages } from '../../plugins/errors';
import { clearedFieldsOf } from './client-columns';
import { clientError } from './client-errors';

/** Client data as a create or an update sent it, checked: the data, the kind it named, and the fields it clears. */
export interface CheckedClientBody {
  input: Partial<ClientInput>;
  sentKind: ClientInput['kind'];
  cleared: Set<string>;
}

/** Field errors of the engine's validation, in the server's shape (message: the English). */
export function asFieldErrors(errors: readonly { field: string; messages: Messages }[]): FieldError[] {
  return errors.map((error) => fieldError(error.field || 'body', error.messages));
}

const isBlank = (value: unknown): boolean => value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Cleans and checks client data (spec 2 §5) with the engine's rules, the browser form's own: 400
 * INVALID_CLIENT_DATA with every field's message otherwise. An update (`partial`) may clear an optional field by
 * sending it null or blank, and every tag by sending an empty list; a blank name is refused, never dropped.
 */
export function checkClientBody(raw: Record<string, unknown>, partial: boolean): CheckedClientBody {
  const cleared = partial ? clearedFieldsOf(raw) : new Set<string>();
  const cleaned = cleanClientInput(raw);
  for (const name of ['firstName', 'lastName'] as const) if (partial && name in raw && isBlank(raw[name])) cleaned[name] = '';
  const management = raw.management as Record<string, unknown> | undefined;
  const tags = management && typeof management === 'object' ? management.tags : raw.tags;
  if (partial && Array.isArray(tags) && tags.length === 0) cleaned.management = { ...(cleaned.management as object | undefined), tags: [] };
  const result = validateClient(cleaned, { partial });
  if (!result.ok) throw clientError(400, 'INVALID_CLIENT_DATA', asFieldErrors(result.errors));
  return { input: result.value, sentKind: cleaned.kind as ClientInput['kind'], cleared };
}
