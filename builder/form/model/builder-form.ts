import type { FormDefinition, FormField, FormSection, LocalizedText } from '../../../engine/generated/config-types';
import type { JsonSchemaObject } from '../../../engine/forms/form-schema';

/** One field as the builder holds it: its key, its entry in `fields`, its schema fragment and whether it is required. */
export interface BuilderField {
  key: string;
  field: FormField;
  schema: JsonSchemaObject;
  isRequired: boolean;
}

/**
 * A group of fields on the canvas. The one loose group (`isLoose`) holds the fields in no section: the whole form
 * when it has no sections, else the fields that follow the sections; it is always last and never saved as a section.
 */
export interface BuilderSection {
  id: string;
  title: LocalizedText;
  description?: LocalizedText;
  fields: string[];
  isLoose?: boolean;
}

/** The form's own texts and settings, as `FormDefinition` has them. */
export type BuilderMeta = Omit<FormDefinition, 'schema' | 'uiSchema' | 'fields' | 'sections'>;

/** A form being built: its settings, its groups in order, its fields by key, and the UI schema the builder does not edit. */
export interface BuilderForm {
  meta: BuilderMeta;
  sections: BuilderSection[];
  fields: Record<string, BuilderField>;
  /** The form's own uiSchema without ui:order (per-field ui options an office-type author wrote), kept as it was. */
  otherUi: Record<string, unknown>;
}

/** The id of the group of fields in no section. */
export const LOOSE_SECTION_ID = 'loose';

const looseSection = (fields: string[]): BuilderSection => ({ id: LOOSE_SECTION_ID, title: { he: '', en: '' }, fields, isLoose: true });

/** An empty form with the given id and title. */
export function emptyBuilderForm(id: string, title: LocalizedText): BuilderForm {
  return { meta: { id, title }, sections: [looseSection([])], fields: {}, otherUi: {} };
}

/** The keys of every field, in the order the canvas shows them. */
export function fieldOrder(form: BuilderForm): string[] {
  return form.sections.flatMap((section) => section.fields);
}

/** A stored form definition as the builder edits it. */
export function fromDefinition(definition: FormDefinition): BuilderForm {
  const properties = definition.schema.properties as Record<string, JsonSchemaObject>;
  const required = new Set(definition.schema.required ?? []);
  const ui = { ...(definition.uiSchema as Record<string, unknown> | undefined) };
  const ownOrder = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as unknown[]).filter((key): key is string => typeof key === 'string' && key in definition.fields) : [];
  delete ui['ui:order'];
  const sections: BuilderSection[] = (definition.sections ?? []).map((section: FormSection) => ({ ...section, fields: section.fields.filter((key) => key in definition.fields) }));
  const placed = new Set(sections.flatMap((section) => section.fields));
  const loose = [...new Set([...ownOrder, ...Object.keys(properties), ...Object.keys(definition.fields)])].filter((key) => key in definition.fields && !placed.has(key));
  const fields: Record<string, BuilderField> = {};
  for (const [key, field] of Object.entries(definition.fields)) fields[key] = { key, field, schema: properties[key] ?? {}, isRequired: required.has(key) };
  const { schema: _schema, uiSchema: _uiSchema, fields: _fields, sections: _sections, ...meta } = definition;
  return { meta, sections: [...sections, looseSection(loose)], fields, otherUi: ui };
}

/** The form definition a built form saves as (schemas/form.schema.json): properties and required in canvas order. */
export function toDefinition(form: BuilderForm): FormDefinition {
  const order = fieldOrder(form).filter((key) => key in form.fields);
  const properties: Record<string, JsonSchemaObject> = {};
  const fields: Record<string, FormField> = {};
  for (const key of order) {
    const built = form.fields[key];
    if (!built) continue;
    properties[key] = built.schema;
    fields[key] = built.field;
  }
  const required = order.filter((key) => form.fields[key]?.isRequired);
  const sections = form.sections.filter((section) => !section.isLoose).map(({ isLoose: _isLoose, ...section }) => section);
  return {
    ...form.meta,
    schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
    uiSchema: { ...form.otherUi, 'ui:order': order },
    fields,
    ...(sections.length ? { sections } : {}),
  };
}
