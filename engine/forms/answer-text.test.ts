import { describe, expect, it } from 'vitest';
import { conformanceOfficeTypes } from '../../tests/office-type-folders';
import type { FormDefinition, OfficeForms } from '../generated/config-types';
import type { Language } from '../i18n/languages';
import { answerText, optionLabel } from './answer-text';

// Every office type the conformance suites check (tests/office-type-folders.ts), in every language it offers.
const offices = conformanceOfficeTypes().map(({ office }) => [office.id, office.forms, office.localization.languages as Language[]] as const);
const allForms = (forms: OfficeForms): FormDefinition[] => [forms.clientIntake, forms.documentUpload, forms.appointmentBooking, ...(forms.customForms ?? [])];
const hebrew = /[\u0590-\u05FF]/;
const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

// Every value a field's schema lets it store as a choice: its enum, or its items' enum for a multiselect.
function storedChoices(form: FormDefinition, key: string): unknown[] {
  const property = (form.schema.properties as Record<string, { enum?: unknown[]; items?: { enum?: unknown[] } }>)[key];
  return property?.enum ?? property?.items?.enum ?? [];
}

describe.each(offices)('the stored choices of every form of %s', (_id, officeForms, languages) => {
  const forms = allForms(officeForms);
  const choiceFields = forms.flatMap((form) => Object.keys(form.fields).filter((key) => storedChoices(form, key).length > 0).map((key) => [`${form.id}.${key}`, form, key] as const));

  it.each(choiceFields)('%s reads as its label in every language the office offers, never as its code', (_, form, key) => {
    for (const value of storedChoices(form, key)) {
      const he = optionLabel(form, key, value, 'he');
      expect(he, `${key}=${String(value)} in he`).toMatch(hebrew);
      for (const language of languages.filter((language) => language !== 'he')) {
        const text = optionLabel(form, key, value, language);
        expect(text, `${key}=${String(value)} in ${language}`).toBeTruthy();
        expect(text, `${key}=${String(value)} in ${language}`).not.toMatch(hebrew);
        expect(answerText(form, key, [value], language, yesNo)).toBe(text);
      }
      expect(answerText(form, key, [value], 'he', yesNo)).toBe(he);
    }
  });
});

const form: FormDefinition = {
  id: 'answers',
  title: { he: 'תשובות', en: 'Answers' },
  schema: {
    type: 'object',
    properties: {
      clientType: { type: 'string', enum: ['individual', 'corporation'] },
      needs: { type: 'array', items: { type: 'string', enum: ['life', 'car'] } },
      size: { type: 'string', oneOf: [{ const: 'small', title: { he: 'קטן', en: 'Small' } }, { const: 'large', title: 'Large' }] },
      consent: { type: 'boolean' },
      notes: { type: 'string' },
    },
  },
  fields: {
    clientType: { type: 'select', label: { he: 'סוג', en: 'Type' }, options: [{ value: 'individual', label: { he: 'אדם פרטי', en: 'Individual' } }, { value: 'corporation', label: { he: 'חברה', en: 'Company' } }] },
    needs: { type: 'multiselect', label: { he: 'צרכים', en: 'Needs' }, options: [{ value: 'life', label: { he: 'חיים', en: 'Life' } }, { value: 'car', label: { he: 'רכב', en: 'Car' } }] },
    size: { type: 'select', label: { he: 'גודל', en: 'Size' } },
    consent: { type: 'checkbox', label: { he: 'הסכמה', en: 'Consent' } },
    notes: { type: 'textarea', label: { he: 'הערות', en: 'Notes' } },
  },
} as unknown as FormDefinition;

describe('answerText', () => {
  it('shows an option by its label in the reader’s language', () => {
    expect(answerText(form, 'clientType', 'individual', 'he', yesNo)).toBe('אדם פרטי');
    expect(answerText(form, 'clientType', 'individual', 'en', yesNo)).toBe('Individual');
  });

  it('joins a multiselect’s labels', () => {
    expect(answerText(form, 'needs', ['life', 'car'], 'he', yesNo)).toBe('חיים, רכב');
  });

  it('reads a oneOf choice by its title, localized or plain', () => {
    expect(answerText(form, 'size', 'small', 'en', yesNo)).toBe('Small');
    expect(answerText(form, 'size', 'large', 'he', yesNo)).toBe('Large');
  });

  it('says yes or no for a flag, and keeps free text and unknown options as stored', () => {
    expect(answerText(form, 'consent', true, 'he', yesNo)).toBe('yes');
    expect(answerText(form, 'notes', 'שכירות', 'en', yesNo)).toBe('שכירות');
    expect(answerText(form, 'clientType', 'retired-option', 'he', yesNo)).toBe('retired-option');
    expect(answerText(undefined, 'clientType', 'individual', 'he', yesNo)).toBe('individual');
    expect(answerText(form, 'notes', null, 'he', yesNo)).toBe('');
  });
});
