import type { FieldCondition, FormField, LocalizedText } from '../../../engine/generated/config-types';
import type { JsonSchemaObject } from '../../../engine/forms/form-schema';
import type { BuilderField } from './builder-form';

/** One choice of a select, radio or multiselect field. */
export type FieldOption = NonNullable<FormField['options']>[number];

/** The validation keywords a field's messages are keyed by. */
export type RuleKeyword = 'required' | 'minLength' | 'maxLength' | 'pattern' | 'format' | 'enum' | 'minimum' | 'maximum' | 'type';

/** A field with new options: its schema's enum (a multiselect's items.enum) follows their values. */
export function withOptions(built: BuilderField, options: FieldOption[]): BuilderField {
  const values = options.map((option) => option.value);
  const schema: JsonSchemaObject =
    built.schema.type === 'array' ? { ...built.schema, items: { ...(built.schema.items as JsonSchemaObject | undefined), enum: values } } : { ...built.schema, enum: values };
  return { ...built, schema, field: { ...built.field, options } };
}

/** A field whose schema keyword (minLength, maximum, pattern, default…) is set, or taken away when undefined or empty. */
export function withSchemaValue(built: BuilderField, keyword: string, value: unknown): BuilderField {
  const schema = { ...built.schema };
  if (value === undefined || value === '' || value === null) delete schema[keyword];
  else schema[keyword] = value;
  return { ...built, schema };
}

/** A field whose message for a validation keyword is set, or taken away when undefined. */
export function withMessage(built: BuilderField, keyword: RuleKeyword, message: LocalizedText | undefined): BuilderField {
  const messages = { ...built.field.messages };
  if (message) messages[keyword] = message;
  else delete messages[keyword];
  const field: FormField = { ...built.field, messages };
  if (!Object.keys(messages).length) delete field.messages;
  return { ...built, field };
}

/** A field with one of its texts (label, help, placeholder) set, or taken away when undefined. */
export function withText(built: BuilderField, name: 'label' | 'help' | 'placeholder', text: LocalizedText | undefined): BuilderField {
  const field: FormField = { ...built.field };
  if (text) field[name] = text;
  else if (name !== 'label') delete field[name];
  return { ...built, field };
}

/** A field shown only when a condition holds, or always when undefined. */
export function withVisibleWhen(built: BuilderField, condition: FieldCondition | undefined): BuilderField {
  const field: FormField = { ...built.field };
  if (condition) field.visibleWhen = condition;
  else delete field.visibleWhen;
  return { ...built, field };
}

/** A field's width on the 12-column grid. */
export function withWidth(built: BuilderField, width: number | undefined): BuilderField {
  const field: FormField = { ...built.field };
  if (width === undefined) delete field.width;
  else field.width = width;
  return { ...built, field };
}
