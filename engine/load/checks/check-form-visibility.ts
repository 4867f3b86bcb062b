import type { FormDefinition } from '../../generated/config-types';
import { pointer } from '../load-error';
import type { CheckContext } from './check-context';

const COMPARED_OPERATORS = new Set(['equals', 'notEquals', 'in', 'notIn']);

/** The fields of a form whose visibleWhen conditions lead back to themselves, each circle once, in field order. */
function visibilityCycles(form: FormDefinition): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  for (const start of Object.keys(form.fields)) {
    const chain: string[] = [];
    let key: string | undefined = start;
    while (key !== undefined && !done.has(key) && !chain.includes(key)) {
      chain.push(key);
      key = form.fields[key]?.visibleWhen?.field;
    }
    // A field that names itself is reported by check-forms.ts; a circle of two or more is reported here.
    if (key !== undefined && chain.includes(key)) {
      const cycle = chain.slice(chain.indexOf(key));
      if (cycle.length > 1) cycles.push(cycle);
    }
    chain.forEach((member) => done.add(member));
  }
  return cycles;
}

/** A form's visibleWhen conditions do not go round in a circle, and compare choice fields only with their options. */
export function checkFormVisibility(context: CheckContext, form: FormDefinition, path: string): void {
  for (const cycle of visibilityCycles(form)) {
    const [first] = cycle;
    context.report(pointer(path, 'fields', first!, 'visibleWhen', 'field'), `visibleWhen goes round in a circle (${[...cycle, first].join(' → ')}): none of these fields could ever be shown`);
  }
  for (const [key, field] of Object.entries(form.fields)) {
    const condition = field.visibleWhen;
    if (!condition || !COMPARED_OPERATORS.has(condition.operator)) continue;
    const options = form.fields[condition.field]?.options;
    if (!options?.length) continue;
    const allowed = options.map((option) => option.value);
    const at = pointer(path, 'fields', key, 'visibleWhen', 'value');
    const list = Array.isArray(condition.value);
    const values: unknown[] = list ? (condition.value as unknown[]) : [condition.value];
    values.forEach((value, index) => {
      if (!allowed.includes(value as never)) {
        context.report(list ? pointer(at, index) : at, `${JSON.stringify(value)} is not an option of field "${condition.field}"; its options: ${allowed.join(', ')}`);
      }
    });
  }
}
