import { describe, expect, it } from 'vitest';
import generic from '../../office-types/generic.json';
import type { FormDefinition } from '../generated/config-types';
import { compileFormSchemaIssues } from './form-ajv';
import { messagesForm, nestedForm, operatorsForm } from './form-fixtures';
import { validateFormData } from './validate-form-data';

const { clientIntake, documentUpload, appointmentBooking } = generic.forms as unknown as Record<string, FormDefinition>;
const summary = (form: FormDefinition, data: Record<string, unknown>) =>
  validateFormData(form, data).errors.map((error) => `${error.field}:${error.keyword}`);

describe('validateFormData on generic.json', () => {
  it('accepts a filled intake', () => {
    const result = validateFormData(clientIntake!, { name: 'Dana Levi', email: 'dana@example.com', phone: '050-1234567' });
    expect(result).toEqual({ valid: true, errors: [], data: { name: 'Dana Levi', email: 'dana@example.com', phone: '050-1234567' } });
  });

  it('reports missing and malformed fields with their own messages', () => {
    const result = validateFormData(clientIntake!, { name: '', email: 'dana@', phone: 'call me' });
    expect(result.valid).toBe(false);
    expect(result.errors.map((error) => error.message.en)).toEqual(['Name is required', 'Invalid email', 'Invalid phone number']);
  });

  it('validates files as data URLs and types as the enum', () => {
    expect(summary(documentUpload!, { documentType: 'contract', file: 'data:application/pdf;name=a.pdf;base64,JVBERi0=' })).toEqual([]);
    expect(summary(documentUpload!, { documentType: 'poem', file: 'a.pdf' })).toEqual(['documentType:enum', 'file:format']);
  });

  it('validates booking dates and HH:MM times', () => {
    expect(summary(appointmentBooking!, { date: '2025-02-30', time: '10:30' })).toEqual(['date:format']);
    expect(summary(appointmentBooking!, { date: '2025-02-28', time: '10:30:00' })).toEqual(['time:pattern']);
    expect(summary(appointmentBooking!, { date: '2025-02-28', time: '09:05' })).toEqual([]);
  });

  it("answers a booking with nothing filled in with the form's empty message only", () => {
    const result = validateFormData(appointmentBooking!, { date: '', reason: '  ' });
    expect(result.errors).toEqual([{ field: '', keyword: 'empty', message: { he: 'יש למלא את פרטי הפגישה', en: 'Appointment details required' } }]);
  });

  it('without an empty message, reports each required field of an empty form', () => {
    expect(summary(clientIntake!, {})).toEqual(['name:required', 'email:required']);
  });
});

describe('validateFormData rules', () => {
  it('rejects keys that are not fields of the form', () => {
    const result = validateFormData(clientIntake!, { name: 'Dana', email: 'dana@example.com', isAdmin: true, __proto__x: 1 });
    expect(result.valid).toBe(false);
    expect(result.errors.map((error) => `${error.field}:${error.keyword}`)).toEqual(['isAdmin:additionalProperties', '__proto__x:additionalProperties']);
    expect(result.data).toEqual({ name: 'Dana', email: 'dana@example.com' });
  });

  it('drops hidden fields and does not require them', () => {
    const data = { clientType: 'individual', entityName: 'Acme', registrationNumber: 'not a number' };
    expect(validateFormData(nestedForm, data)).toEqual({ valid: true, errors: [], data: { clientType: 'individual' } });
  });

  it('requires and checks a field again once it shows', () => {
    expect(summary(nestedForm, { clientType: 'corporation' })).toEqual(['entityName:required']);
    expect(summary(nestedForm, { clientType: 'corporation', entityName: 'Acme' })).toEqual(['registrationNumber:required']);
    expect(summary(nestedForm, { clientType: 'corporation', entityName: 'Acme', registrationNumber: '12' })).toEqual(['registrationNumber:pattern']);
    expect(summary(nestedForm, { clientType: 'corporation', entityName: 'Acme', registrationNumber: '123456789' })).toEqual([]);
  });

  it('applies every operator before requiring', () => {
    expect(summary(operatorsForm, { kind: 'a' })).toEqual(['ifEquals:required']);
    expect(summary(operatorsForm, { kind: 'b' })).toEqual(['ifNotEquals:required']);
    expect(summary(operatorsForm, { kind: 'a', ifEquals: 'x', ifNotEquals: 'dropped', ifLess: 'dropped' })).toEqual([]);
    expect(validateFormData(operatorsForm, { kind: 'a', ifEquals: 'x', ifNotEquals: 'dropped' }).data).toEqual({ kind: 'a', ifEquals: 'x' });
  });

  it("answers nothing filled in with the form's empty message, even beside unknown keys", () => {
    const result = validateFormData(messagesForm, { stranger: 'x' });
    expect(result.errors.map((error) => `${error.field}:${error.keyword}`)).toEqual(['stranger:additionalProperties', ':empty']);
    expect(result.errors[1]!.message).toEqual({ he: 'יש למלא את הטופס', en: 'Fill in the form', es: 'Rellene el formulario' });
  });

  it('counts false and 0 as filled in', () => {
    expect(validateFormData(messagesForm, { agree: false }).errors.map((error) => error.keyword)).toEqual(['required']);
  });

  it('reuses the compiled validator of a form and keeps forms apart', () => {
    const first = validateFormData(clientIntake!, { name: 'A', email: 'a@b.co' });
    const second = validateFormData(clientIntake!, { name: 'A', email: 'a@b.co' });
    expect(first).toEqual(second);
    const withId = { ...clientIntake!, schema: { ...clientIntake!.schema, $id: 'https://example.com/same' } } as FormDefinition;
    const twin = { ...withId, schema: { ...withId.schema } } as FormDefinition;
    expect(validateFormData(withId, { name: 'A', email: 'a@b.co' }).valid).toBe(true);
    expect(validateFormData(twin, { name: 'A', email: 'a@b.co' }).valid).toBe(true);
  });
});

describe('compileFormSchemaIssues', () => {
  it('finds none in the generic forms and the fixtures', () => {
    for (const form of [clientIntake!, documentUpload!, appointmentBooking!, operatorsForm, nestedForm, messagesForm]) {
      expect(compileFormSchemaIssues(form)).toEqual([]);
    }
  });

  it('reports an invalid keyword value and an unknown format', () => {
    const broken = {
      ...clientIntake!,
      schema: { type: 'object', properties: { name: { type: 'string', minLength: -1 }, code: { type: 'string', format: 'postcode' } } },
    } as FormDefinition;
    expect(compileFormSchemaIssues(broken)).toEqual([{ path: '/schema', message: expect.stringContaining('minLength must be >= 0') }]);
    const unknownFormat = { ...clientIntake!, schema: { type: 'object', properties: { code: { type: 'string', format: 'postcode' } } } } as FormDefinition;
    expect(compileFormSchemaIssues(unknownFormat)).toEqual([{ path: '/schema', message: expect.stringContaining('unknown format "postcode"') }]);
  });
});
