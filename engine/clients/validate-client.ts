import type { ValidateFunction } from 'ajv';
import clientSchema from '../../schemas/client.schema.json';
import { createClientAjv, partialSchema } from './client-ajv';
import { fieldMessage } from './client-error-messages';
import { toClientFieldErrors, type ClientFieldError } from './client-field-errors';
import type { ClientInput } from './client-input';
import { clientFieldMessages } from './client-messages';
import { fieldNestedTooDeep } from './nesting-depth';

/** Valid client data with its defaults filled in, or every problem with it. */
export type ClientValidation = { ok: true; value: ClientInput } | { ok: false; errors: ClientFieldError[] };

/** How to validate: `partial` for an update, where nothing is required and no default is filled in. */
export interface ValidateClientOptions {
  partial?: boolean;
}

let full: ValidateFunction | undefined;
let partial: ValidateFunction | undefined;

function validatorFor(isPartial: boolean): ValidateFunction {
  if (isPartial) return (partial ??= createClientAjv().compile(partialSchema(clientSchema)));
  return (full ??= createClientAjv({ useDefaults: true }).compile(clientSchema));
}

/**
 * Checks client or lead data against schemas/client.schema.json (spec 2 §5), the same rules the browser form uses.
 * Valid data comes back with the defaults of what it holds (country Israel, status active, priority medium, kind
 * client); for an update (`partial`) it comes back as sent. Errors name the field and carry messages in every language.
 */
export function validateClient(input: unknown, options: ValidateClientOptions = {}): ClientValidation {
  const isPartial = options.partial === true;
  // Copying and checking walk the data: refuse what nests deeper than any client field before either does.
  const tooDeep = input !== null && typeof input === 'object' && !Array.isArray(input) ? fieldNestedTooDeep(input as Record<string, unknown>) : undefined;
  if (tooDeep !== undefined) return { ok: false, errors: [{ field: tooDeep, keyword: 'maxDepth', messages: fieldMessage(clientFieldMessages, tooDeep, 'maxDepth') }] };
  // Filling in defaults writes into the data: work on a copy, the caller's stays as it was.
  const value: unknown = isPartial ? input : structuredClone(input);
  const validate = validatorFor(isPartial);
  if (validate(value)) return { ok: true, value: value as ClientInput };
  return { ok: false, errors: toClientFieldErrors(validate.errors, clientFieldMessages) };
}
