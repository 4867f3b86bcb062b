import { describe, expect, it } from 'vitest';
import generic from '../../office-types/generic.json';
import type { FormDefinition } from '../generated/config-types';
import { messagesForm, nestedForm } from './form-fixtures';
import { buildFormSpec, DEFAULT_FIELD_WIDTH } from './form-spec';
import { isNumericPattern } from './text-direction';

const { clientIntake, documentUpload, appointmentBooking } = generic.forms as unknown as Record<string, FormDefinition>;
const ui = (spec: ReturnType<typeof buildFormSpec>, key: string) => spec.uiSchema[key] as Record<string, unknown>;
const options = (spec: ReturnType<typeof buildFormSpec>, key: string) => ui(spec, key)['ui:options'] as Record<string, unknown>;

function collectTitles(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectTitles(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'title') found.push(String(inner));
      collectTitles(inner, found);
    }
  }
  return found;
}

describe('buildFormSpec on generic.json', () => {
  it('puts labels, placeholders and the form title in the uiSchema, in the language asked for', () => {
    const he = buildFormSpec(clientIntake!, 'he');
    const en = buildFormSpec(clientIntake!, 'en');
    expect(he.uiSchema['ui:title']).toBe('קליטת לקוח');
    expect(he.uiSchema['ui:description']).toBe('הפרטים שצריך כדי לפתוח כרטיס לקוח.');
    expect(ui(he, 'name')).toMatchObject({ 'ui:title': 'שם', 'ui:placeholder': 'שם מלא או שם העסק' });
    expect(ui(en, 'name')).toMatchObject({ 'ui:title': 'Name', 'ui:placeholder': 'Full name or business name' });
  });

  it('never puts a title in the data schema', () => {
    for (const form of [clientIntake!, documentUpload!, appointmentBooking!]) {
      expect(collectTitles(buildFormSpec(form, 'he').schema)).toEqual([]);
    }
  });

  it('takes each widget from the field-type registry', () => {
    const intake = buildFormSpec(clientIntake!, 'en');
    expect(ui(intake, 'name')['ui:widget']).toBeUndefined();
    expect(ui(intake, 'email')['ui:widget']).toBe('email');
    expect(ui(intake, 'phone')['ui:widget']).toBe('text');
    expect(options(intake, 'phone').inputType).toBe('tel');
    expect(ui(intake, 'address')['ui:widget']).toBe('textarea');
    const upload = buildFormSpec(documentUpload!, 'en');
    expect(ui(upload, 'documentType')['ui:widget']).toBe('select');
    expect(ui(upload, 'file')['ui:widget']).toBe('file');
    const booking = buildFormSpec(appointmentBooking!, 'en');
    expect(ui(booking, 'date')['ui:widget']).toBe('date');
    expect(options(booking, 'time')).toMatchObject({ inputType: 'time', dir: 'ltr' });
  });

  it('labels select options by value in each language (ui:enumNames)', () => {
    expect(ui(buildFormSpec(documentUpload!, 'he'), 'documentType')['ui:enumNames']).toEqual({
      contract: 'חוזה',
      invoice: 'חשבונית',
      correspondence: 'התכתבות',
      report: 'דוח',
      other: 'אחר',
    });
    expect(ui(buildFormSpec(documentUpload!, 'en'), 'documentType')['ui:enumNames']).toMatchObject({ contract: 'Contract', other: 'Other' });
  });

  it('gives every field its width on the 12-column grid, 6 by default', () => {
    const spec = buildFormSpec(clientIntake!, 'he');
    expect(options(spec, 'name').width).toBe(12);
    expect(options(spec, 'email').width).toBe(DEFAULT_FIELD_WIDTH);
    expect(options(spec, 'address').width).toBe(12);
  });

  it('keeps e-mail, phone, date and time left to right, and Hebrew text not', () => {
    const intake = buildFormSpec(clientIntake!, 'he');
    expect(options(intake, 'email').dir).toBe('ltr');
    expect(options(intake, 'phone').dir).toBe('ltr');
    expect(options(intake, 'name').dir).toBeUndefined();
    expect(options(intake, 'address').dir).toBeUndefined();
    expect(options(buildFormSpec(appointmentBooking!, 'he'), 'date').dir).toBe('ltr');
  });

  it('orders fields by ui:order and labels the submit button Save by default', () => {
    const he = buildFormSpec(clientIntake!, 'he');
    expect(he.uiSchema['ui:order']).toEqual(['name', 'email', 'phone', 'address']);
    expect(he.uiSchema['ui:submitButtonOptions']).toEqual({ submitText: 'שמירה' });
    expect(buildFormSpec(clientIntake!, 'en').uiSchema['ui:submitButtonOptions']).toEqual({ submitText: 'Save' });
    expect(buildFormSpec(clientIntake!, 'es').uiSchema['ui:submitButtonOptions']).toEqual({ submitText: 'Guardar' });
  });
});

describe('buildFormSpec on fixtures', () => {
  it('leaves hidden fields out of the schema, required, ui:order and uiSchema', () => {
    const spec = buildFormSpec(nestedForm, 'en', { clientType: 'individual', entityName: 'stale' });
    expect(Object.keys(spec.schema.properties ?? {})).toEqual(['clientType']);
    expect(spec.schema.required).toEqual(['clientType']);
    expect(spec.uiSchema['ui:order']).toEqual(['clientType']);
    expect(spec.uiSchema.entityName).toBeUndefined();
    const company = buildFormSpec(nestedForm, 'en', { clientType: 'llc' });
    expect(company.uiSchema['ui:order']).toEqual(['clientType', 'entityName']);
    expect(company.schema.required).toEqual(['clientType', 'entityName']);
  });

  it('shows everything without a condition when no data is given', () => {
    const spec = buildFormSpec(nestedForm, 'en');
    expect(spec.uiSchema['ui:order']).toEqual(['clientType', 'entityName']);
  });

  it('labels options in Hebrew, English and Spanish, a multiselect through its items', () => {
    expect(ui(buildFormSpec(nestedForm, 'he'), 'clientType')['ui:enumNames']).toEqual({ individual: 'יחיד', corporation: 'חברה', llc: 'חברה בע"מ' });
    expect(ui(buildFormSpec(nestedForm, 'en'), 'clientType')['ui:enumNames']).toEqual({ individual: 'Individual', corporation: 'Corporation', llc: 'LLC' });
    expect(ui(buildFormSpec(nestedForm, 'es'), 'clientType')['ui:enumNames']).toMatchObject({ individual: 'Persona física' });
    const tags = ui(buildFormSpec(messagesForm, 'he'), 'tags');
    expect(tags['ui:widget']).toBe('checkboxes');
    expect(tags.items).toEqual({ 'ui:enumNames': { x: 'איקס', y: 'וואי', z: 'זד' } });
  });

  it('marks a multiselect uniqueItems so RJSF draws checkboxes', () => {
    const tags = buildFormSpec(messagesForm, 'en').schema.properties?.tags;
    expect(tags).toMatchObject({ type: 'array', uniqueItems: true });
    expect(messagesForm.schema.properties).not.toHaveProperty('tags.uniqueItems');
  });

  it('keeps numbers, id-number patterns and LTR formats left to right', () => {
    const spec = buildFormSpec(messagesForm, 'he');
    expect(options(spec, 'age').dir).toBe('ltr');
    expect(options(spec, 'website').dir).toBe('ltr');
    expect(options(spec, 'birthDate').dir).toBe('ltr');
    expect(options(spec, 'code').dir).toBeUndefined();
    expect(options(buildFormSpec(nestedForm, 'he', { clientType: 'llc', entityName: 'A' }), 'registrationNumber').dir).toBe('ltr');
  });

  it('tells numeric patterns from patterns that admit words', () => {
    expect(isNumericPattern('^\\d{9}$')).toBe(true);
    expect(isNumericPattern('^\\+?[0-9-]{7,16}$')).toBe(true);
    expect(isNumericPattern('^([01]\\d|2[0-3]):[0-5]\\d$')).toBe(true);
    expect(isNumericPattern('^[A-Z]{3}$')).toBe(false);
    expect(isNumericPattern('^\\d.+$')).toBe(false);
    expect(isNumericPattern('^[^@]+\\d$')).toBe(false);
    expect(isNumericPattern('^\\w+$')).toBe(false);
  });

  it('uses the form submit label and clamps widths', () => {
    expect(buildFormSpec(messagesForm, 'es').uiSchema['ui:submitButtonOptions']).toEqual({ submitText: 'Enviar' });
    const wide: FormDefinition = { ...nestedForm, fields: { ...nestedForm.fields, clientType: { ...nestedForm.fields.clientType!, width: 40 } } };
    expect(options(buildFormSpec(wide, 'en'), 'clientType').width).toBe(12);
  });

  it('lets the form uiSchema win over the generated entries, and drops unknown or hidden keys from ui:order', () => {
    const custom: FormDefinition = {
      ...nestedForm,
      uiSchema: {
        'ui:order': ['entityName', 'ghost', 'clientType'],
        'ui:submitButtonOptions': { props: { className: 'primary' } },
        clientType: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
      },
    };
    const spec = buildFormSpec(custom, 'en', { clientType: 'llc', entityName: 'Acme' });
    expect(spec.uiSchema['ui:order']).toEqual(['entityName', 'clientType', 'registrationNumber']);
    expect(ui(spec, 'clientType')['ui:widget']).toBe('radio');
    expect(options(spec, 'clientType')).toEqual({ width: 6, inline: true });
    expect(spec.uiSchema['ui:submitButtonOptions']).toEqual({ props: { className: 'primary' }, submitText: 'Save' });
  });
});
