import { describe, expect, it } from 'vitest';
import { checkFormDefinition } from '../../forms/check-form-definition';

const form = (sections: unknown) => ({
  id: 'intake',
  title: { he: 'קליטה', en: 'Intake' },
  schema: { type: 'object', properties: { name: { type: 'string' }, phone: { type: 'string' } } },
  fields: { name: { type: 'text', label: { he: 'שם', en: 'Name' } }, phone: { type: 'phone', label: { he: 'טלפון', en: 'Phone' } } },
  sections,
});
const section = (id: string, fields: string[]) => ({ id, title: { he: id, en: id }, fields });

describe('form sections', () => {
  it('accepts sections that name every field once, and fields left out of every section', () => {
    expect(checkFormDefinition(form([section('who', ['name']), section('how', ['phone'])]), ['he', 'en'])).toEqual([]);
    expect(checkFormDefinition(form([section('who', ['name'])]), ['he', 'en'])).toEqual([]);
  });

  it('refuses an unknown field, a field in two sections and a repeated section id, at their paths', () => {
    const issues = checkFormDefinition(form([section('who', ['name', 'gone']), section('who', ['name'])]), ['he', 'en']);
    expect(issues.map((issue) => issue.path)).toEqual(['/sections/0/fields/1', '/sections/1/id', '/sections/1/fields/0']);
    expect(issues[2]?.message).toMatch(/already in section "who"/);
  });
});
