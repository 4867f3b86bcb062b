import type { FormField, LocalizedText } from '../generated/config-types';
import type { JsonSchemaObject } from './form-schema';

/**
 * A property a builder edits on a field, beyond the label, help, required, width, default and visibility every
 * field has: each names one editor of `builder/fields/`.
 */
export type FieldProperty = 'placeholder' | 'options' | 'length' | 'pattern' | 'range';

/** What a new field of a type starts with: its schema fragment and its field entry (the builder adds the label). */
export interface FieldTypeDefaults {
  schema: JsonSchemaObject;
  field: Omit<FormField, 'type' | 'label'>;
}

/**
 * One form field type, complete: what data it holds, how RJSF draws it, and what a builder offers for it (its
 * name, icon, defaults and property editors). The form builder's palette and the loader's checks read exactly these.
 */
export interface FormFieldTypeDefinition {
  type: string;
  /** The type's name in the builder's palette, and a new field's label. */
  name: LocalizedText;
  /** The Ant Design icon the palette shows (as office types name icons: TeamOutlined). */
  icon: string;
  /** The JSON Schema types a field of this type may have. */
  jsonTypes: readonly string[];
  /** The RJSF widget, when the default for the JSON type is not right. */
  widget?: string;
  /** The JSON Schema format the field's schema must carry, if any. */
  format?: string;
  /** Whether the field needs a list of options matching its schema's enum. */
  hasOptions?: boolean;
  /**
   * Whether the answer is a file. A public form cannot ask one: files reach an office through its documents,
   * under its upload policy, from people it knows.
   */
  holdsFile?: boolean;
  /** Further RJSF `ui:options` every field of this type gets (the form's own uiSchema wins over them). */
  uiOptions?: Readonly<Record<string, string | number | boolean>>;
  /** Whether the value is written left to right whatever the language (addresses, numbers, dates). */
  isLtr?: boolean;
  /** Values the field's schema pattern must accept and reject, when the type needs a pattern. */
  patternSamples?: { accepts: readonly string[]; rejects: readonly string[] };
  /** What a new field of this type starts with; it passes the loader's checks as it stands. */
  defaults: FieldTypeDefaults;
  /** The property editors a builder shows for a field of this type. */
  properties: readonly FieldProperty[];
}

const define = (definition: FormFieldTypeDefinition): FormFieldTypeDefinition => definition;
const text = (he: string, en: string, es: string): LocalizedText => ({ he, en, es });

/** The two options a new choice field starts with, and its enum. */
const STARTING_OPTIONS = [
  { value: 'option1', label: text('אפשרות 1', 'Option 1', 'Opción 1') },
  { value: 'option2', label: text('אפשרות 2', 'Option 2', 'Opción 2') },
];
const STARTING_ENUM = STARTING_OPTIONS.map((option) => option.value);
const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** The registry of form field types, by name. */
export const formFieldTypes: Readonly<Record<string, FormFieldTypeDefinition>> = {
  text: define({ type: 'text', name: text('טקסט', 'Text', 'Texto'), icon: 'FontSizeOutlined', jsonTypes: ['string'], defaults: { schema: { type: 'string', maxLength: 200 }, field: {} }, properties: ['placeholder', 'length', 'pattern'] }),
  textarea: define({ type: 'textarea', name: text('טקסט ארוך', 'Long text', 'Texto largo'), icon: 'AlignLeftOutlined', jsonTypes: ['string'], widget: 'textarea', defaults: { schema: { type: 'string', maxLength: 2000 }, field: { width: 12 } }, properties: ['placeholder', 'length'] }),
  email: define({ type: 'email', name: text('דואר אלקטרוני', 'Email', 'Correo'), icon: 'MailOutlined', jsonTypes: ['string'], widget: 'email', isLtr: true, defaults: { schema: { type: 'string', format: 'email' }, field: {} }, properties: ['placeholder'] }),
  // RJSF has no `tel` widget: a text input whose input type is tel (a phone keypad on mobiles).
  phone: define({ type: 'phone', name: text('טלפון', 'Phone', 'Teléfono'), icon: 'PhoneOutlined', jsonTypes: ['string'], widget: 'text', uiOptions: { inputType: 'tel' }, isLtr: true, defaults: { schema: { type: 'string', maxLength: 20 }, field: {} }, properties: ['placeholder', 'pattern'] }),
  number: define({ type: 'number', name: text('מספר', 'Number', 'Número'), icon: 'NumberOutlined', jsonTypes: ['number', 'integer'], widget: 'updown', isLtr: true, defaults: { schema: { type: 'number' }, field: {} }, properties: ['placeholder', 'range'] }),
  date: define({ type: 'date', name: text('תאריך', 'Date', 'Fecha'), icon: 'CalendarOutlined', jsonTypes: ['string'], widget: 'date', format: 'date', isLtr: true, defaults: { schema: { type: 'string', format: 'date' }, field: {} }, properties: [] }),
  // RJSF's time widget stores HH:MM:00, which fails the HH:MM pattern a time field carries: a time input instead.
  time: define({
    type: 'time',
    name: text('שעה', 'Time', 'Hora'),
    icon: 'ClockCircleOutlined',
    jsonTypes: ['string'],
    widget: 'text',
    uiOptions: { inputType: 'time' },
    isLtr: true,
    patternSamples: { accepts: ['00:00', '09:30', '23:59'], rejects: ['24:00', '9:30', '09:60', '09:30:00', 'noon', ''] },
    defaults: { schema: { type: 'string', pattern: TIME_PATTERN }, field: {} },
    properties: [],
  }),
  select: define({ type: 'select', name: text('רשימה נפתחת', 'Dropdown', 'Lista desplegable'), icon: 'DownSquareOutlined', jsonTypes: ['string', 'number', 'integer'], widget: 'select', hasOptions: true, defaults: { schema: { type: 'string', enum: STARTING_ENUM }, field: { options: STARTING_OPTIONS } }, properties: ['placeholder', 'options'] }),
  radio: define({ type: 'radio', name: text('בחירה אחת', 'Single choice', 'Opción única'), icon: 'CheckCircleOutlined', jsonTypes: ['string', 'number', 'integer', 'boolean'], widget: 'radio', hasOptions: true, defaults: { schema: { type: 'string', enum: STARTING_ENUM }, field: { options: STARTING_OPTIONS } }, properties: ['options'] }),
  multiselect: define({ type: 'multiselect', name: text('בחירה מרובה', 'Multiple choice', 'Opción múltiple'), icon: 'CheckSquareOutlined', jsonTypes: ['array'], widget: 'checkboxes', hasOptions: true, defaults: { schema: { type: 'array', items: { type: 'string', enum: STARTING_ENUM }, uniqueItems: true }, field: { options: STARTING_OPTIONS } }, properties: ['options'] }),
  checkbox: define({ type: 'checkbox', name: text('תיבת סימון', 'Checkbox', 'Casilla'), icon: 'BorderOutlined', jsonTypes: ['boolean'], widget: 'checkbox', defaults: { schema: { type: 'boolean' }, field: {} }, properties: [] }),
  file: define({ type: 'file', name: text('קובץ', 'File', 'Archivo'), icon: 'PaperClipOutlined', jsonTypes: ['string'], widget: 'file', format: 'data-url', holdsFile: true, defaults: { schema: { type: 'string', format: 'data-url' }, field: {} }, properties: [] }),
};

/** The keys of a form's fields whose answer is a file (their type `holdsFile`). */
export function fileFieldKeys(form: { fields: Readonly<Record<string, { type: string }>> }): string[] {
  return Object.entries(form.fields)
    .filter(([, field]) => formFieldTypes[field.type]?.holdsFile === true)
    .map(([key]) => key);
}
