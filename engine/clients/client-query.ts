import type { ValidateFunction } from 'ajv';
import querySchema from '../../schemas/client-query.schema.json';
import { createClientAjv } from './client-ajv';
import { toClientFieldErrors, type ClientFieldError } from './client-field-errors';
import type { LeadStatus } from './client-input';
import { clientQueryMessages } from './client-query-messages';

/** The client and lead list query (schemas/client-query.schema.json), with its defaults filled in. */
export interface ClientQuery {
  page: number;
  limit: number;
  sortBy: 'createdAt' | 'updatedAt' | 'firstName' | 'lastName' | 'lastContactDate';
  sortOrder: 'asc' | 'desc';
  dateFrom?: string;
  dateTo?: string;
  status?: 'active' | 'inactive' | 'pending';
  priority?: 'low' | 'medium' | 'high';
  tag?: string;
  followUp?: 'upcoming' | 'overdue' | 'none';
  search?: string;
  kind?: 'client' | 'lead';
  leadStatus?: LeadStatus;
  cursor?: string;
}

/** A valid list query, or every problem with it (the request answers 'Invalid query parameters'). */
export type ClientQueryParse = { ok: true; value: ClientQuery } | { ok: false; errors: ClientFieldError[] };

let validate: ValidateFunction | undefined;

// A filter sent empty (`?status=`) is a filter not set.
function withoutEmpty(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && !(typeof value === 'string' && value.trim() === '')));
}

/**
 * Reads the list's query string (values as text, or already numbers): page from 1 (default 1), limit 1 to 100
 * (default 20), sortBy (default createdAt), sortOrder (default desc), the filters, and an opaque cursor.
 * Unknown parameters are refused.
 */
export function parseClientQuery(raw: unknown): ClientQueryParse {
  const isRecord = raw !== null && typeof raw === 'object' && !Array.isArray(raw);
  const value: unknown = isRecord ? withoutEmpty(raw as Record<string, unknown>) : raw ?? {};
  validate ??= createClientAjv({ useDefaults: true, coerceTypes: true }).compile(querySchema);
  if (validate(value)) return { ok: true, value: value as ClientQuery };
  return { ok: false, errors: toClientFieldErrors(validate.errors, clientQueryMessages) };
}
