import type { JsonSchema } from 'json-schema-faker';
import type { FormDefinition } from '../generated/config-types';
import { sampleValue, textMissing } from '../validation/sample-values';
import type { FormValues } from './form-schema';
import { validateFormData } from './validate-form-data';
import { visibleFieldKeys } from './visibility';

/** Every form an office type declares: its three fixed forms, then its own. */
export function formsOf(forms: { clientIntake: FormDefinition; documentUpload: FormDefinition; appointmentBooking: FormDefinition; customForms?: FormDefinition[] }): FormDefinition[] {
  return [forms.clientIntake, forms.documentUpload, forms.appointmentBooking, ...(forms.customForms ?? [])];
}

/** Data the form accepts, drawn from its own JSON Schema (json-schema-faker, randexp for patterns); undefined when none is drawn. */
export function conformingFormData(form: FormDefinition, seed = 7): FormValues | undefined {
  const data = sampleValue(form.schema as JsonSchema, { seed, accept: (drawn) => validateFormData(form, drawn as FormValues).errors.length === 0 });
  return data === undefined ? undefined : validateFormData(form, data as FormValues).data;
}

/** One way to get a form wrong: the field, the data with that field wrong, and how. */
export interface FormMistake {
  field: string;
  how: 'left out' | 'misses its pattern';
  data: FormValues;
}

/** From data the form accepts, each required field it shows left out, and each text that misses its pattern. */
export function formMistakes(form: FormDefinition, valid: FormValues): FormMistake[] {
  const visible = new Set(visibleFieldKeys(form, valid));
  const properties = (form.schema.properties ?? {}) as Record<string, { type?: unknown; pattern?: string; enum?: unknown }>;
  const mistakes: FormMistake[] = [];
  for (const field of form.schema.required ?? []) {
    if (!visible.has(field)) continue;
    const { [field]: _left, ...rest } = valid;
    mistakes.push({ field, how: 'left out', data: rest });
  }
  for (const [field, property] of Object.entries(properties)) {
    if (!visible.has(field) || property.type !== 'string' || property.pattern === undefined || property.enum !== undefined) continue;
    const miss = textMissing(property.pattern, { blank: false });
    if (miss !== undefined) mistakes.push({ field, how: 'misses its pattern', data: { ...valid, [field]: miss } });
  }
  return mistakes;
}
