import { parseClientQuery } from '../../../engine/clients';
import { validationFieldError, type FieldError } from '../../plugins/errors';
import { asFieldErrors } from './client-body';
import { clientError, clientFieldError } from './client-errors';
import type { ClientListRequest } from './client-list.service';
import { decodeCursor } from './list-cursor';

// A finding of the route schema's validation, as validationFieldError reads it.
type SchemaFinding = Parameters<typeof validationFieldError>[0];

const refuse = (errors: FieldError[]) => clientError(400, 'INVALID_QUERY_PARAMETERS', errors);

/**
 * The list request a query string asks for (spec 2 §5), read with the engine's rules: 400 'Invalid query
 * parameters' with every parameter's message otherwise, also for a cursor this server did not make for the same
 * sort and for a date range that ends before it starts. `schemaErrors` are the route schema's findings, for
 * anything the engine's rules let through.
 */
export function readListQuery(raw: unknown, schemaErrors?: readonly SchemaFinding[]): ClientListRequest {
  // `?tenant=` chooses the office (the session plugin reads it); it is no filter of the list.
  const { tenant: _officeHint, ...query } = (raw ?? {}) as Record<string, unknown>;
  const parsed = parseClientQuery(query);
  if (!parsed.ok) throw refuse(asFieldErrors(parsed.errors));
  if (schemaErrors && schemaErrors.length > 0) throw refuse(schemaErrors.map((issue) => validationFieldError(issue, 'querystring')));
  const { page, limit, sortBy, sortOrder, cursor, ...filters } = parsed.value;
  if (filters.dateFrom && filters.dateTo && Date.parse(filters.dateFrom) > Date.parse(filters.dateTo)) throw refuse([clientFieldError('dateTo', 'DATE_RANGE_REVERSED')]);
  const position = cursor === undefined ? undefined : decodeCursor(cursor, sortBy, sortOrder);
  if (cursor !== undefined && !position) throw refuse([clientFieldError('cursor', 'INVALID_CURSOR')]);
  return { page, limit, sortBy, sortOrder, filters, ...(position ? { position } : {}) };
}
