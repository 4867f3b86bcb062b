import { describe, expect, it } from 'vitest';
import dental from '../../tests/fixtures/office-types/dental.json';
import { conformanceOfficeTypes } from '../../tests/office-type-folders';
import type { OfficeType } from '../generated/config-types';
import { conformingFormData, formMistakes, formsOf } from './form-conformance';
import { validateFormData } from './validate-form-data';

// Every office type the conformance suites check (tests/office-type-folders.ts): office-types/ (a dropped-in one
// too) and the ones written for the tests.
const offices = conformanceOfficeTypes().map(({ office }) => office);

describe.each(offices.map((office) => [office.id, office] as const))("every form of the office type %s, with data drawn from the form's own schema", (_, office) => {
  it.each(formsOf(office.forms).map((form) => [form.id, form] as const))('%s: accepts data that conforms, refuses each required field left out and each text that misses its pattern', (_, form) => {
    const valid = conformingFormData(form);
    expect(valid, `no data drawn from ${form.id}'s schema passes its own check`).toBeDefined();
    for (const mistake of formMistakes(form, valid!)) {
      const errors = validateFormData(form, mistake.data).errors.map((error) => error.field);
      expect(errors, `${mistake.field} ${mistake.how}`).toContain(mistake.field);
    }
  });
});

describe('data drawn for a pattern the samples of old could not meet', () => {
  it('meets an ICD-10 code and a Hebrew-letters name, and refuses texts that miss them', () => {
    // A form of an office type written for the tests, with two fields the old fixed samples could not fill.
    const form = structuredClone((dental as unknown as OfficeType).forms.customForms![0]!);
    form.schema = {
      type: 'object',
      required: ['code', 'name'],
      properties: { code: { type: 'string', title: 'ICD-10', pattern: '^[A-Z][0-9]{2}(\\.[0-9]{1,2})?$' }, name: { type: 'string', title: 'Name', minLength: 2, pattern: "^[A-Za-z\\u0590-\\u05FF' -]+$" } },
    };
    form.fields = { code: { type: 'text', label: { he: 'קוד אבחנה', en: 'Diagnosis code' } }, name: { type: 'text', label: { he: 'שם', en: 'Name' } } };
    const valid = conformingFormData(form)!;
    expect(valid.code).toMatch(/^[A-Z][0-9]{2}(\.[0-9]{1,2})?$/);
    expect(valid.name).toMatch(/^[A-Za-z\u0590-\u05FF' -]+$/);
    expect(formMistakes(form, valid).map((mistake) => `${mistake.field} ${mistake.how}`)).toEqual(['code left out', 'name left out', 'code misses its pattern', 'name misses its pattern']);
  });
});
