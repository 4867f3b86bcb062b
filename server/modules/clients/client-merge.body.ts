import { httpError, validationFieldError } from '../../plugins/errors';
import { MERGE_TEXTS, mergeRefusal, type MergeTextCode } from './client-merge.messages';

// A finding of the route schema's validation, as validationFieldError reads it.
type SchemaFinding = Parameters<typeof validationFieldError>[0];

/** Which clients a merge joins: the one that stays and those that go into it. */
export interface MergeRequest {
  survivorId: string;
  mergedIds: string[];
}

/** At most this many clients merge into one at once. */
export const MERGE_MAX = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * The merge a body asks for, or 400 naming each problem in Hebrew, English and Spanish; `schemaErrors` are the
 * route schema's findings, for anything these checks let through (an unknown property, say).
 */
export function readMergeBody(body: unknown, schemaErrors?: readonly SchemaFinding[]): MergeRequest {
  const raw = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const problems: { field: string; code: MergeTextCode }[] = [];
  const { survivorId, mergedIds } = raw;
  if (!isUuid(survivorId)) problems.push({ field: 'survivorId', code: 'MERGE_ID_INVALID' });
  if (!Array.isArray(mergedIds) || mergedIds.length === 0) problems.push({ field: 'mergedIds', code: 'MERGE_IDS_REQUIRED' });
  else {
    if (mergedIds.length > MERGE_MAX) problems.push({ field: 'mergedIds', code: 'MERGE_TOO_MANY' });
    mergedIds.forEach((id, index) => {
      if (!isUuid(id)) problems.push({ field: `mergedIds.${index}`, code: 'MERGE_ID_INVALID' });
    });
    const lowered = mergedIds.map((id) => String(id).toLowerCase());
    if (new Set(lowered).size !== lowered.length) problems.push({ field: 'mergedIds', code: 'MERGE_DUPLICATE_IDS' });
    if (typeof survivorId === 'string' && lowered.includes(survivorId.toLowerCase())) problems.push({ field: 'mergedIds', code: 'MERGE_SURVIVOR_AMONG_MERGED' });
  }
  if (problems.length > 0) throw mergeRefusal(problems);
  if (schemaErrors && schemaErrors.length > 0) {
    throw httpError(400, 'INVALID_MERGE_REQUEST', { messages: { ...MERGE_TEXTS.INVALID_MERGE_REQUEST }, errors: schemaErrors.map((issue) => validationFieldError(issue, 'body')) });
  }
  return { survivorId: (survivorId as string).toLowerCase(), mergedIds: (mergedIds as string[]).map((id) => id.toLowerCase()) };
}
