import { describe, expect, it } from 'vitest';
import { checkFormDefinition } from './check-form-definition';

const form = () => ({
  id: 'intake',
  title: { he: 'קליטה', en: 'Intake' },
  schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, kind: { type: 'string', enum: ['a', 'b'] } } },
  fields: {
    name: { type: 'text', label: { he: 'שם', en: 'Name' } },
    kind: { type: 'select', label: { he: 'סוג', en: 'Kind' }, options: [{ value: 'a', label: { he: 'א', en: 'A' } }, { value: 'b', label: { he: 'ב', en: 'B' } }], visibleWhen: { field: 'name', operator: 'isNotEmpty' } },
  },
});

describe('checkFormDefinition', () => {
  it('passes a form the loader would accept', () => {
    expect(checkFormDefinition(form(), ['he', 'en'])).toEqual([]);
  });

  it('says where a select without options and a rule on a deleted field are', () => {
    const broken = form();
    (broken.fields.kind as { options?: unknown }).options = undefined;
    broken.fields.kind.visibleWhen.field = 'gone';
    const paths = checkFormDefinition(JSON.parse(JSON.stringify(broken)), ['he', 'en']).map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['/fields/kind/options', '/fields/kind/visibleWhen/field']));
  });

  it('asks for a text in every language the office offers', () => {
    const spanish = checkFormDefinition(form(), ['he', 'en', 'es']);
    expect(spanish.map((issue) => issue.path)).toEqual(expect.arrayContaining(['/title', '/fields/name/label']));
  });

  it('answers a shape that is not a form with the schema violations alone', () => {
    const issues = checkFormDefinition({ id: 'x' }, ['he']);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((issue) => typeof issue.path === 'string' && issue.message.length > 0)).toBe(true);
  });
});
