import type Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FormDefinition, LocalizedText } from '../generated/config-types';
import type { MessageParams } from './default-messages';
import { compilableSchema, createFormAjv } from './form-ajv';
import { fieldMessage, isFormEmpty } from './form-messages';
import { compactValues, type FormValues } from './form-schema';
import { applyVisibility } from './visibility';

/** One problem with submitted form data: the field (empty for the form as a whole), the failed keyword and its message. */
export interface FormDataError {
  field: string;
  keyword: string;
  message: LocalizedText;
}

/** The verdict on submitted form data, with the data as it would be kept (hidden and empty values dropped). */
export interface FormDataValidation {
  valid: boolean;
  errors: FormDataError[];
  data: FormValues;
}

let sharedAjv: Ajv | undefined;
const validators = new WeakMap<FormDefinition, ValidateFunction>();

function validatorFor(form: FormDefinition): ValidateFunction {
  const cached = validators.get(form);
  if (cached) return cached;
  sharedAjv ??= createFormAjv();
  const schema = compilableSchema(form);
  const validate = sharedAjv.compile(schema);
  // Ajv keeps every compiled schema in its own cache; the WeakMap is the cache, so forms can be collected.
  sharedAjv.removeSchema(schema);
  validators.set(form, validate);
  return validate;
}

function decodePointerSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function fieldOfAjvError(error: ErrorObject): string {
  const first = error.instancePath.split('/').filter(Boolean)[0];
  if (first !== undefined) return decodePointerSegment(first);
  const params = error.params as MessageParams;
  if (typeof params.missingProperty === 'string') return params.missingProperty;
  if (typeof params.additionalProperty === 'string') return params.additionalProperty;
  return '';
}

/**
 * Validates submitted form data as the browser does, for the server and for tests: empty values count as not filled
 * in, hidden fields are dropped and not required, a key that is not a field of the form is an error, and a form with
 * `messages.empty` refuses data with nothing filled in. Messages come in every language.
 */
export function validateFormData(form: FormDefinition, data: FormValues | undefined): FormDataValidation {
  const compact = compactValues(data);
  const errors: FormDataError[] = [];
  const seen = new Set<string>();
  const add = (field: string, keyword: string, params: MessageParams): void => {
    const id = `${field}\u0000${keyword}`;
    if (seen.has(id)) return;
    seen.add(id);
    errors.push({ field, keyword, message: fieldMessage(form, field || undefined, keyword, params) });
  };

  for (const key of Object.keys(compact)) {
    if (!Object.hasOwn(form.fields, key)) add(key, 'additionalProperties', { additionalProperty: key });
  }
  const known = Object.fromEntries(Object.entries(compact).filter(([key]) => Object.hasOwn(form.fields, key)));
  const { data: visibleData, hidden } = applyVisibility(form, known);

  if (form.messages?.empty && isFormEmpty(form, visibleData)) {
    add('', 'empty', {});
    return { valid: false, errors, data: visibleData };
  }

  const validate = validatorFor(form);
  if (!validate(visibleData)) {
    const isHidden = new Set(hidden);
    for (const error of validate.errors ?? []) {
      const field = fieldOfAjvError(error);
      // The compiled schema is the whole form; a hidden field's requirement does not apply.
      if (isHidden.has(field)) continue;
      add(field, error.keyword, error.params as MessageParams);
    }
  }
  return { valid: errors.length === 0, errors, data: visibleData };
}
