import type { UpdateFieldEffect } from '../../../engine/workflows/workflow-effects';
import type { EffectScope } from './effect-scope';
import { setRecordFields } from './record-fields';

/** update_field: the machine already keeps the value in its snapshot; a field of the collection's form is set on the record too. */
export async function updateField(scope: EffectScope, effect: UpdateFieldEffect): Promise<Record<string, unknown>> {
  const set = await setRecordFields(scope, { [effect.field]: effect.value });
  return { outcome: set.length > 0 ? 'set' : 'kept-in-workflow', field: effect.field, value: effect.value };
}
