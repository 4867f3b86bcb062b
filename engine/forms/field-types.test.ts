import { describe, expect, it } from 'vitest';
import iconNames from '../load/checks/ant-design-icon-names.json';
import { checkFormDefinition } from './check-form-definition';
import { formFieldTypes } from './field-types';

describe('the field-type registry', () => {
  it('starts every type with a field the loader accepts, in every language', () => {
    const types = Object.values(formFieldTypes);
    const form = {
      id: 'every-type',
      title: { he: 'כל הסוגים', en: 'Every type', es: 'Todos los tipos' },
      schema: { type: 'object', properties: Object.fromEntries(types.map((type) => [`f${type.type}`, type.defaults.schema])) },
      fields: Object.fromEntries(types.map((type) => [`f${type.type}`, { type: type.type, label: type.name, ...type.defaults.field }])),
    };
    expect(checkFormDefinition(form, ['he', 'en', 'es'])).toEqual([]);
  });

  it('names a real Ant Design icon for every type, and offers options exactly to the types that need them', () => {
    for (const type of Object.values(formFieldTypes)) {
      expect(iconNames, type.type).toContain(type.icon);
      expect(type.properties.includes('options'), type.type).toBe(Boolean(type.hasOptions));
    }
  });
});
