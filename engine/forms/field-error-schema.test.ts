import { describe, expect, it } from 'vitest';
import { changedFields, fieldErrorSchema, omitFieldErrors } from './field-error-schema';

const FIELDS = new Set(['court', 'address']);

describe('a server’s field errors placed at a form’s fields', () => {
  it('takes the names under the prefix, dotted or as JSON pointers, nested ones at their nested field', () => {
    const placed = fieldErrorSchema(
      [
        { field: 'data.court', message: 'Too long' },
        { field: '/data/court', message: 'Not a court' },
        { field: 'data.address.city', message: 'Unknown city' },
        { field: 'assignedTo', message: 'Not a member' },
      ],
      FIELDS,
      'data',
    );
    expect(placed.errorSchema).toEqual({ court: { __errors: ['Too long', 'Not a court'] }, address: { city: { __errors: ['Unknown city'] } } });
    expect(placed.unplaced).toEqual([]);
  });

  it('answers apart what names the data as a whole or a field the form lacks', () => {
    const placed = fieldErrorSchema([{ field: 'data', message: 'Not an object' }, { field: 'data.judge', message: 'Unknown field' }], FIELDS, 'data');
    expect(placed.errorSchema).toBeUndefined();
    expect(placed.unplaced.map((error) => error.field)).toEqual(['data', 'data.judge']);
  });

  it('without a prefix takes every name as the form’s own; a JSON pointer’s escapes are read', () => {
    const placed = fieldErrorSchema([{ field: '/court', message: 'Too long' }, { field: '/a~1b', message: 'Odd' }], new Set(['court', 'a/b']));
    expect(placed.errorSchema).toEqual({ court: { __errors: ['Too long'] }, 'a/b': { __errors: ['Odd'] } });
  });

  it('drops the errors of fields the user has changed', () => {
    expect(changedFields({ court: 'A', title: 'T' }, { court: 'B', title: 'T', fee: 1 })).toEqual(['court', 'fee']);
    const errors = fieldErrorSchema([{ field: 'data.court', message: 'Too long' }, { field: 'data.address', message: 'Bad' }], FIELDS, 'data').errorSchema;
    expect(omitFieldErrors(errors, new Set(['court']))).toEqual({ address: { __errors: ['Bad'] } });
    expect(omitFieldErrors(errors, new Set(['court', 'address']))).toBeUndefined();
  });
});
