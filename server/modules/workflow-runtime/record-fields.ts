import type { FieldValue } from '../../../engine/workflows/workflow-effects';
import { actorUserId } from '../../context/office-context';
import { searchTextOf, titleOf } from '../records/record-data';
import type { EffectScope } from './effect-scope';
import { writeWorkflowColumns } from './workflow-runtime.queries';

// A date field keeps a day: $now (an instant) is kept as its day.
const asFieldValue = (type: string | undefined, value: FieldValue): FieldValue => (type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value);

/**
 * Sets the record's form fields among the given ones in records.data (title and search text derived again as the
 * records service does); fields the form does not have stay in the workflow's snapshot only. Answers the fields set.
 */
export async function setRecordFields(scope: EffectScope, fields: Readonly<Record<string, FieldValue>>): Promise<string[]> {
  const { form } = scope.collection;
  const set = Object.keys(fields).filter((field) => Object.hasOwn(form.fields, field));
  if (set.length === 0) return [];
  const data = { ...(scope.record.data as Record<string, unknown>) };
  for (const field of set) data[field] = asFieldValue(form.fields[field]?.type, fields[field] ?? null);
  const title = titleOf(scope.ctx, scope.collection, data, scope.record.number);
  scope.record = await writeWorkflowColumns(
    scope.trx,
    scope.record.id,
    { data: JSON.stringify(data), title, search_text: searchTextOf(scope.ctx, scope.collection, data, scope.record.number, title), last_modified_by: actorUserId(scope.ctx.actor) },
    false,
  );
  return set;
}
