/** One form field type: what data it holds and how RJSF draws it. The form builder offers exactly these. */
export interface FormFieldTypeDefinition {
  type: string;
  /** The JSON Schema types a field of this type may have. */
  jsonTypes: readonly string[];
  /** The RJSF widget, when the default for the JSON type is not right. */
  widget?: string;
  /** The JSON Schema format the field's schema must carry, if any. */
  format?: string;
  /** Whether the field needs a list of options matching its schema's enum. */
  hasOptions?: boolean;
  /** Further RJSF `ui:options` every field of this type gets (the form's own uiSchema wins over them). */
  uiOptions?: Readonly<Record<string, string | number | boolean>>;
  /** Whether the value is written left to right whatever the language (addresses, numbers, dates). */
  isLtr?: boolean;
  /** Values the field's schema pattern must accept and reject, when the type needs a pattern. */
  patternSamples?: { accepts: readonly string[]; rejects: readonly string[] };
}

const define = (definition: FormFieldTypeDefinition): FormFieldTypeDefinition => definition;

/** The registry of form field types, by name. */
export const formFieldTypes: Readonly<Record<string, FormFieldTypeDefinition>> = {
  text: define({ type: 'text', jsonTypes: ['string'] }),
  textarea: define({ type: 'textarea', jsonTypes: ['string'], widget: 'textarea' }),
  email: define({ type: 'email', jsonTypes: ['string'], widget: 'email', isLtr: true }),
  // RJSF has no `tel` widget: a text input whose input type is tel (a phone keypad on mobiles).
  phone: define({ type: 'phone', jsonTypes: ['string'], widget: 'text', uiOptions: { inputType: 'tel' }, isLtr: true }),
  number: define({ type: 'number', jsonTypes: ['number', 'integer'], widget: 'updown', isLtr: true }),
  date: define({ type: 'date', jsonTypes: ['string'], widget: 'date', format: 'date', isLtr: true }),
  // RJSF's time widget stores HH:MM:00, which fails the HH:MM pattern a time field carries: a time input instead.
  time: define({
    type: 'time',
    jsonTypes: ['string'],
    widget: 'text',
    uiOptions: { inputType: 'time' },
    isLtr: true,
    patternSamples: { accepts: ['00:00', '09:30', '23:59'], rejects: ['24:00', '9:30', '09:60', '09:30:00', 'noon', ''] },
  }),
  select: define({ type: 'select', jsonTypes: ['string', 'number', 'integer'], widget: 'select', hasOptions: true }),
  radio: define({ type: 'radio', jsonTypes: ['string', 'number', 'integer', 'boolean'], widget: 'radio', hasOptions: true }),
  multiselect: define({ type: 'multiselect', jsonTypes: ['array'], widget: 'checkboxes', hasOptions: true }),
  checkbox: define({ type: 'checkbox', jsonTypes: ['boolean'], widget: 'checkbox' }),
  file: define({ type: 'file', jsonTypes: ['string'], widget: 'file', format: 'data-url' }),
};
