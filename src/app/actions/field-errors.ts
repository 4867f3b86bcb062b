import type { FormInstance } from 'antd';
import type { ApiError } from '../../api/api-error';

/** Server field names and the form's names for them, usually the same; a dotted name is a nested field (address.city). */
export type FieldNames = Readonly<Record<string, string>>;

/** The same names on the server and in the form. */
export function sameNames(...names: string[]): FieldNames {
  return Object.fromEntries(names.map((name) => [name, name]));
}

/** Shows a refusal's field errors at the form's fields; answers whether every one of them found its field. */
export function placeFieldErrors(form: FormInstance, error: ApiError, names: FieldNames): boolean {
  if (error.fieldErrors.length === 0) return false;
  const byField = new Map<string, string[]>();
  let isEveryPlaced = true;
  for (const { field, message } of error.fieldErrors) {
    const name = names[field];
    if (!name) {
      isEveryPlaced = false;
      continue;
    }
    byField.set(name, [...(byField.get(name) ?? []), message]);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name: name.includes('.') ? name.split('.') : name, errors })));
  return isEveryPlaced;
}
