import { describe, expect, it } from 'vitest';
import { messagesForm, nestedForm, operatorsForm } from '../../../engine/forms/form-fixtures';
import type { FormDefinition } from '../../../engine/generated/config-types';
import { fromDefinition, toDefinition } from './builder-form';

// The definition as the builder writes it: every field in ui:order.
const ordered = (form: FormDefinition, order = Object.keys(form.schema.properties)) => ({ ...form, uiSchema: { ...form.uiSchema, 'ui:order': order } });

describe('the builder’s form ⇄ FormDefinition', () => {
  it.each([operatorsForm, nestedForm, messagesForm])('gives back the form it read ($id)', (form) => {
    expect(toDefinition(fromDefinition(form))).toEqual(ordered(form));
  });

  it('reads sections as groups, the fields in none after them, and writes them back', () => {
    const form: FormDefinition = { ...nestedForm, sections: [{ id: 'company', title: { he: 'חברה', en: 'Company' }, fields: ['entityName', 'registrationNumber'] }] };
    const built = fromDefinition(form);
    expect(built.sections.map((section) => [section.id, section.fields])).toEqual([
      ['company', ['entityName', 'registrationNumber']],
      ['loose', ['clientType', 'vatNumber']],
    ]);
    const order = ['entityName', 'registrationNumber', 'clientType', 'vatNumber'];
    // The schema's properties and required list follow the canvas too.
    expect(toDefinition(built)).toEqual(ordered({ ...form, schema: { ...form.schema, required: ['entityName', 'registrationNumber', 'clientType'] } }, order));
    expect(Object.keys(toDefinition(built).schema.properties)).toEqual(order);
  });

  it('keeps what the builder does not edit: per-field ui options, messages and settings', () => {
    const form: FormDefinition = { ...messagesForm, uiSchema: { nickname: { 'ui:autofocus': true } }, settings: { direction: 'rtl', saveAsDraft: true } };
    const back = toDefinition(fromDefinition(form));
    expect(back.uiSchema).toMatchObject({ nickname: { 'ui:autofocus': true } });
    expect(back.settings).toEqual({ direction: 'rtl', saveAsDraft: true });
    expect(back.messages).toEqual(messagesForm.messages);
  });
});
