import { describe, expect, it } from 'vitest';
import { partialSchema } from './client-ajv';

describe('partialSchema', () => {
  it('drops required, default and $id everywhere, keeping fields that carry those names', () => {
    const schema = {
      $id: 'https://example.test/x.json',
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', default: 'x' },
        required: { type: 'boolean', default: false },
        group: { type: 'object', required: ['a'], properties: { a: { type: 'string', default: 'a' } } },
      },
      definitions: { default: { type: 'string', default: 'd' } },
    };
    expect(partialSchema(schema)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string' },
        required: { type: 'boolean' },
        group: { type: 'object', properties: { a: { type: 'string' } } },
      },
      definitions: { default: { type: 'string' } },
    });
  });
});
