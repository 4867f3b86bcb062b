import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormDefinition, FormField, LocalizedText } from '../generated/config-types';
import { pickText, type Language } from '../i18n/languages';
import { formFieldTypes } from './field-types';
import { isPlainObject, type FormValues, type JsonSchemaObject } from './form-schema';
import { isLtrField } from './text-direction';
import { applyVisibility } from './visibility';

/** What RJSF needs to draw a form in one language: the visible data schema and its UI schema. */
export interface FormSpec {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

/** A section of a form as the renderer draws it in one language: its title, description and visible fields. */
export interface SpecSection {
  id: string;
  title: string;
  description?: string;
  fields: string[];
}

/** A field's width on the 12-column grid when the form does not give one. */
export const DEFAULT_FIELD_WIDTH = 6;

/** The submit button's label when the form does not give one. */
export const DEFAULT_SUBMIT_LABEL: Required<LocalizedText> = { he: 'שמירה', en: 'Save', es: 'Guardar' };

/** The cancel button's label when the form does not give one. */
export const DEFAULT_CANCEL_LABEL: Required<LocalizedText> = { he: 'ביטול', en: 'Cancel', es: 'Cancelar' };

/** How the form as a whole is drawn, from its `settings`: the root `ui:options` the renderer (OfficeForm) reads. */
export interface FormPresentation {
  /** A fixed writing direction; absent, the form follows the reader's language. */
  direction?: 'rtl' | 'ltr';
  /** Whether a progress bar shows how much of the form is filled. */
  showProgress?: boolean;
  /** The cancel button's label, when the form gives one. */
  cancelText?: string;
}

/** The root `ui:options` of a form's settings (spec 2 §3 Form settings), in one language; empty without settings. */
export function formPresentation(form: FormDefinition, language: Language): FormPresentation {
  const settings = form.settings;
  return {
    ...(settings?.direction === 'rtl' || settings?.direction === 'ltr' ? { direction: settings.direction } : {}),
    ...(settings?.showProgress ? { showProgress: true } : {}),
    ...(settings?.cancelLabel ? { cancelText: pickText(settings.cancelLabel, language) } : {}),
  };
}

type UiEntry = Record<string, unknown>;

function clampWidth(width: number | undefined): number {
  if (width === undefined || !Number.isFinite(width)) return DEFAULT_FIELD_WIDTH;
  return Math.min(12, Math.max(1, Math.round(width)));
}

// The form's own uiSchema wins, key by key; `ui:options` and `items` merge one level down.
function mergeUi(generated: UiEntry, own: unknown): UiEntry {
  if (!isPlainObject(own)) return generated;
  const merged: UiEntry = { ...generated };
  for (const [key, value] of Object.entries(own)) {
    const base = merged[key];
    merged[key] = (key === 'ui:options' || key === 'items') && isPlainObject(base) && isPlainObject(value) ? { ...base, ...value } : value;
  }
  return merged;
}

function fieldUi(field: FormField, property: JsonSchemaObject, language: Language): UiEntry {
  const definition = formFieldTypes[field.type];
  const ui: UiEntry = { 'ui:title': pickText(field.label, language) };
  if (field.placeholder) ui['ui:placeholder'] = pickText(field.placeholder, language);
  // As the description (drawn under the field by antd), not ui:help: @rjsf/antd shows help in place of the field's errors.
  if (field.help) ui['ui:description'] = pickText(field.help, language);
  if (definition?.widget) ui['ui:widget'] = definition.widget;

  const options: UiEntry = { width: clampWidth(field.width), ...definition?.uiOptions };
  if (isLtrField(field, property)) options.dir = 'ltr';
  ui['ui:options'] = options;

  if (field.options?.length) {
    // RJSF 6 labels enum values through ui:enumNames keyed by value (no titles in the data schema); a
    // multiselect's choices are its items, so their labels sit under `items`.
    const names = Object.fromEntries(field.options.map((option) => [String(option.value), pickText(option.label, language)]));
    if (property.type === 'array') ui.items = { 'ui:enumNames': names };
    else ui['ui:enumNames'] = names;
  }
  return ui;
}

function fieldOrder(ownOrder: unknown, visible: readonly string[]): string[] {
  const isVisible = new Set(visible);
  const listed = Array.isArray(ownOrder) ? ownOrder.filter((key): key is string => typeof key === 'string' && isVisible.has(key)) : [];
  // RJSF throws on an order naming a missing property or missing one: list exactly the visible fields.
  const order = [...new Set(listed)];
  for (const key of visible) if (!order.includes(key)) order.push(key);
  return order;
}

/**
 * The RJSF schema and UI schema of a form in one language, for the given data (hidden fields are left out).
 * Labels, placeholders, help and option labels live in the UI schema only. Every field's `ui:options` carries its
 * `width` on a 12-column grid (the object template lays fields out by it) and `dir: 'ltr'` for values written left
 * to right in any language; the root carries the form's title, description, field order and submit label, and in
 * its `ui:options` the form's settings as the renderer honours them (formPresentation).
 */
export function buildFormSpec(form: FormDefinition, language: Language, data?: FormValues): FormSpec {
  const { schema, visible } = applyVisibility(form, data);
  const own = isPlainObject(form.uiSchema) ? form.uiSchema : {};

  const uiSchema: UiEntry = {};
  for (const [key, value] of Object.entries(own)) {
    if (key.startsWith('ui:') && key !== 'ui:order') uiSchema[key] = value;
  }
  uiSchema['ui:title'] = pickText(form.title, language);
  if (form.description) uiSchema['ui:description'] = pickText(form.description, language);
  const sectionOrder = (form.sections ?? []).flatMap((section) => section.fields);
  uiSchema['ui:order'] = fieldOrder(sectionOrder.length ? [...sectionOrder, ...(Array.isArray(own['ui:order']) ? own['ui:order'] : [])] : own['ui:order'], visible);
  if (form.sections?.length) {
    // The object template draws these as titled groups (engine/react/SectionedObjectTemplate.tsx).
    const shown = new Set(visible);
    const sections: SpecSection[] = form.sections.map((section) => ({
      id: section.id,
      title: pickText(section.title, language),
      ...(section.description ? { description: pickText(section.description, language) } : {}),
      fields: section.fields.filter((key) => shown.has(key)),
    }));
    uiSchema['ui:options'] = { ...(isPlainObject(uiSchema['ui:options']) ? uiSchema['ui:options'] : {}), sections };
  }
  const presentation = formPresentation(form, language);
  if (Object.keys(presentation).length) uiSchema['ui:options'] = { ...(isPlainObject(uiSchema['ui:options']) ? uiSchema['ui:options'] : {}), ...presentation };

  const ownSubmit = isPlainObject(own['ui:submitButtonOptions']) ? own['ui:submitButtonOptions'] : {};
  const submitText = form.submitLabel
    ? pickText(form.submitLabel, language)
    : typeof ownSubmit.submitText === 'string'
      ? ownSubmit.submitText
      : pickText(DEFAULT_SUBMIT_LABEL, language);
  uiSchema['ui:submitButtonOptions'] = { ...ownSubmit, submitText };

  for (const key of visible) {
    const field = form.fields[key];
    const property = schema.properties[key];
    if (!field || !property) continue;
    uiSchema[key] = mergeUi(fieldUi(field, property, language), own[key]);
  }
  return { schema: schema as RJSFSchema, uiSchema: uiSchema as UiSchema };
}
