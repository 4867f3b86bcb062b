import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { orderProperties } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { conformanceOfficeTypes } from '../../tests/office-type-folders';
import type { FormDefinition, OfficeForms } from '../generated/config-types';
import type { Language } from '../i18n/languages';
import { compileFormSchemaIssues } from './form-ajv';
import { buildFormSpec } from './form-spec';
import { validateFormData } from './validate-form-data';
import { visibleFieldKeys } from './visibility';

// The office types other engineers write: read at run time, so a file that is not there yet skips its tests.
const folder = new URL('../../office-types/', import.meta.url);
const hasFile = (name: string) => existsSync(new URL(name, folder));
const formsOf = (name: string) => (JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as { forms: OfficeForms }).forms;
const allForms = (forms: OfficeForms): FormDefinition[] => [forms.clientIntake, forms.documentUpload, forms.appointmentBooking, ...(forms.customForms ?? [])];
const hebrew = /[\u0590-\u05FF]/;

// Every office type the conformance suites check (tests/office-type-folders.ts), in every language it offers.
const offices = conformanceOfficeTypes().map(({ file, office }) => [basename(file), office.forms, office.localization.languages as Language[]] as const);

describe.each(offices)('every form of %s', (_file, officeForms, languages) => {
  const forms = allForms(officeForms);

  it.each(forms.map((form) => [form.id, form] as const))('%s compiles and builds an RJSF spec in every language the office offers', (_, form) => {
    expect(compileFormSchemaIssues(form)).toEqual([]);
    for (const language of languages) {
      const { schema, uiSchema } = buildFormSpec(form, language);
      const keys = Object.keys(schema.properties ?? {});
      expect(orderProperties(keys, uiSchema['ui:order'] as string[])).toHaveLength(keys.length);
      for (const key of keys) expect((uiSchema[key] as Record<string, unknown>)['ui:title'], key).toBeTruthy();
    }
  });
});

const legal = hasFile('legal.json') ? formsOf('legal.json').clientIntake : undefined;

describe.skipIf(!legal)(legal ? 'legal.json client intake' : 'legal.json client intake (skipped: office-types/legal.json is absent)', () => {
  const intake = legal!;
  const requiresEntityName = (intake.schema.required ?? []).includes('entityName');
  const filled = {
    name: 'Dana Levi',
    email: 'dana@example.com',
    phone: '03-1234567',
    address: 'Herzl 1, Tel Aviv',
    matterType: (intake.schema.properties as Record<string, { enum?: string[] }>).matterType?.enum?.[0],
    matterDescription: 'A lease dispute',
  };
  const entityNameErrors = (data: Record<string, unknown>) => validateFormData(intake, data).errors.filter((error) => error.field === 'entityName');

  it('hides entityName for an individual, drops its value and does not require it', () => {
    expect(visibleFieldKeys(intake, { clientType: 'individual' })).not.toContain('entityName');
    const result = validateFormData(intake, { ...filled, clientType: 'individual', entityName: 'Stale Ltd' });
    expect(result.errors.filter((error) => error.field === 'entityName')).toEqual([]);
    expect(result.data).not.toHaveProperty('entityName');
    expect(buildFormSpec(intake, 'he', { clientType: 'individual' }).schema.properties).not.toHaveProperty('entityName');
  });

  it(`shows entityName for a corporation${requiresEntityName ? ' and requires it' : ' (the JSON does not make it required)'}`, () => {
    expect(visibleFieldKeys(intake, { clientType: 'corporation' })).toContain('entityName');
    const errors = entityNameErrors({ ...filled, clientType: 'corporation' });
    expect(errors.map((error) => error.keyword)).toEqual(requiresEntityName ? ['required'] : []);
  });

  it('says Legal name is required', () => {
    const { errors } = validateFormData(intake, { ...filled, name: '', clientType: 'individual' });
    expect(errors.find((error) => error.field === 'name')?.message.en).toBe('Legal name is required');
  });
});

const medical = hasFile('medical.json') ? formsOf('medical.json').clientIntake : undefined;

describe.skipIf(!medical)(medical ? 'medical.json patient intake' : 'medical.json patient intake (skipped: office-types/medical.json is absent)', () => {
  const intake = medical!;

  it('says First name is required in English and its Hebrew message in Hebrew', () => {
    const { errors } = validateFormData(intake, { lastName: 'Levi' });
    const message = errors.find((error) => error.field === 'firstName' && error.keyword === 'required')?.message;
    expect(message?.en).toBe('First name is required');
    expect(message?.he).toBe(intake.fields.firstName?.messages?.required?.he ?? message?.he);
    expect(message?.he).toMatch(hebrew);
  });

  it('limits names to 50 characters and checks the phone format', () => {
    const { errors } = validateFormData(intake, { firstName: 'x'.repeat(51), phone: 'call me' });
    expect(errors.find((error) => error.field === 'firstName' && error.keyword === 'maxLength')?.message.en).toBe('Maximum 50 characters');
    expect(errors.find((error) => error.field === 'phone' && error.keyword === 'pattern')?.message.en).toBe('Invalid phone format');
  });

  it('answers an empty intake with Patient information is required when the JSON says so', () => {
    const { errors } = validateFormData(intake, {});
    if (intake.messages?.empty) expect(errors.map((error) => error.message.en)).toEqual([intake.messages.empty.en]);
    else expect(errors.length).toBeGreaterThan(0);
  });
});
