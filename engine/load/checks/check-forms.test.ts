import { describe, expect, it } from 'vitest';
import { checkFormDefinition } from '../../forms/check-form-definition';

const label = { he: 'שם', en: 'Name' };
const form = (field: Record<string, unknown>) => ({ id: 'a', title: label, schema: { type: 'object', properties: { name: { type: 'string' } } }, fields: { name: { label, ...field } } });

// A form the server stores comes from a browser: names of an object's own members must not pass for the registry's.
describe('the form checks on names an object already has', () => {
  it('calls a field type named like an object member unknown', () => {
    expect(checkFormDefinition(form({ type: 'constructor' }), ['he', 'en'])).toEqual([{ path: '/fields/name/type', message: expect.stringContaining('unknown field type "constructor"') }]);
  });

  it('refuses a visibility rule on a field named like an object member', () => {
    const issues = checkFormDefinition(form({ type: 'text', visibleWhen: { field: 'constructor', operator: 'isNotEmpty' } }), ['he', 'en']);
    expect(issues.map((issue) => issue.path)).toEqual(['/fields/name/visibleWhen/field']);
  });
});
