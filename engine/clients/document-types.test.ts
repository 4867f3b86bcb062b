import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../generated/config-types';
import { documentTypeLabel, documentTypeOptions } from './document-types';

const form = (fields: FormDefinition['fields'], properties: Record<string, unknown> = {}): FormDefinition => ({ id: 'upload', title: { he: 'העלאה', en: 'Upload' }, schema: { type: 'object', properties }, fields });

describe('documentTypeOptions', () => {
  it('takes the form field’s options in order and adds other last', () => {
    const options = documentTypeOptions(form({ documentType: { type: 'select', label: { he: 'סוג', en: 'Type' }, options: [{ value: 'policy', label: { he: 'פוליסה', en: 'Policy' } }, { value: 'id-copy', label: { he: 'ת״ז', en: 'ID copy' } }] } }));
    expect(options.map((option) => option.value)).toEqual(['policy', 'id-copy', 'other']);
    expect(documentTypeLabel(options, 'policy', 'he')).toBe('פוליסה');
    expect(documentTypeLabel(options, 'other', 'en')).toBe('Other');
    expect(documentTypeLabel(options, 'retired-type', 'en')).toBe('retired-type');
  });

  it('falls back to the schema enum, drops values the column would refuse, and keeps one other', () => {
    const options = documentTypeOptions(form({}, { documentType: { type: 'string', enum: ['contract', 'Bad Value', 'other', 'contract', 7] } }));
    expect(options.map((option) => option.value)).toEqual(['contract', 'other']);
  });

  it('offers other alone without a form', () => {
    expect(documentTypeOptions(undefined).map((option) => option.value)).toEqual(['other']);
  });
});
