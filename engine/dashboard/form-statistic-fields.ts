import type { FormDefinition } from '../generated/config-types';

/** A value a form field's option stores. */
export type OptionValue = string | number | boolean;

/** A form's fields that have options (select, radio, multiselect, a checkbox group), each with its options' values. */
export function optionFieldsOf(form: FormDefinition | undefined): Record<string, OptionValue[]> {
  return Object.fromEntries(
    Object.entries(form?.fields ?? {}).flatMap(([name, field]) => (field.options?.length ? [[name, field.options.map((option) => option.value)]] : [])),
  );
}

/** A form's number fields: what a tile may sum. */
export function numberFieldsOf(form: FormDefinition | undefined): string[] {
  return Object.entries(form?.fields ?? {}).flatMap(([name, field]) => (field.type === 'number' ? [name] : []));
}
