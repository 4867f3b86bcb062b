import { describe, expect, it } from 'vitest';
import type { FieldCondition, FormDefinition } from '../generated/config-types';
import { nestedForm, operatorsForm } from './form-fixtures';
import { applyVisibility, evaluateCondition, visibleFieldKeys } from './visibility';

const cond = (operator: FieldCondition['operator'], value?: unknown): FieldCondition =>
  ({ field: 'x', operator, ...(value === undefined ? {} : { value }) }) as FieldCondition;

describe('evaluateCondition', () => {
  it.each([
    ['equals', 'a', 'a', true],
    ['equals', 'a', 'b', false],
    ['equals', 3, 3, true],
    ['equals', true, true, true],
    ['equals', ['p', 'q'], ['p', 'q'], true],
    ['equals', 'a', undefined, false],
    ['notEquals', 'a', 'b', true],
    ['notEquals', 'a', 'a', false],
    ['notEquals', 'a', undefined, true],
    ['in', ['a', 'b'], 'b', true],
    ['in', ['a', 'b'], 'c', false],
    ['in', ['a', 'b'], ['c', 'a'], true],
    ['in', 'not-a-list', 'n', false],
    ['notIn', ['a', 'b'], 'c', true],
    ['notIn', ['a', 'b'], 'a', false],
    ['notIn', ['a', 'b'], undefined, true],
    ['greaterThan', 10, 11, true],
    ['greaterThan', 10, 10, false],
    ['greaterThan', 10, '12', true],
    ['greaterThan', '2024-01-01', '2024-06-30', true],
    ['greaterThan', 10, undefined, false],
    ['lessThan', 10, 9.5, true],
    ['lessThan', 10, 10, false],
    ['lessThan', '12:00', '09:30', true],
    ['lessThan', 10, undefined, false],
  ])('%s %j against %j is %s', (operator, value, actual, expected) => {
    expect(evaluateCondition(cond(operator as FieldCondition['operator'], value), { x: actual })).toBe(expected);
  });

  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    [[], true],
    [{}, true],
    ['text', false],
    [0, false],
    [false, false],
    [['a'], false],
  ])('isEmpty of %j is %s and isNotEmpty the opposite', (actual, isEmpty) => {
    expect(evaluateCondition(cond('isEmpty'), { x: actual })).toBe(isEmpty);
    expect(evaluateCondition(cond('isNotEmpty'), { x: actual })).toBe(!isEmpty);
  });

  it('reads a missing data object as empty', () => {
    expect(evaluateCondition(cond('isEmpty'), undefined)).toBe(true);
  });
});

describe('visibleFieldKeys', () => {
  const targets = (data: Record<string, unknown>) => visibleFieldKeys(operatorsForm, data).filter((key) => key.startsWith('if'));

  it('shows each field by its own operator', () => {
    expect(targets({ kind: 'a', count: 11 })).toEqual(['ifEquals', 'ifIn', 'ifEmpty', 'ifGreater']);
    expect(targets({ kind: 'b', note: 'n', count: 9 })).toEqual(['ifNotEquals', 'ifIn', 'ifNotEmpty', 'ifLess']);
    expect(targets({ kind: 'c', count: 10 })).toEqual(['ifNotEquals', 'ifNotIn', 'ifEmpty']);
  });

  it('lists fields in schema order, fields without a condition always', () => {
    expect(visibleFieldKeys(operatorsForm, {}).slice(0, 3)).toEqual(['kind', 'note', 'count']);
  });

  it('hides a field whose condition names a hidden field, whatever that field still holds', () => {
    const data = { clientType: 'individual', entityName: 'Acme', registrationNumber: '123456789', vatNumber: '1' };
    expect(visibleFieldKeys(nestedForm, data)).toEqual(['clientType']);
    expect(visibleFieldKeys(nestedForm, { ...data, clientType: 'llc' })).toEqual(['clientType', 'entityName', 'registrationNumber', 'vatNumber']);
    expect(visibleFieldKeys(nestedForm, { clientType: 'llc', entityName: 'Acme' })).toEqual(['clientType', 'entityName', 'registrationNumber']);
  });

  it('hides every field of a cycle of conditions', () => {
    const cyclic: FormDefinition = {
      ...nestedForm,
      fields: {
        ...nestedForm.fields,
        clientType: { ...nestedForm.fields.clientType!, visibleWhen: { field: 'vatNumber', operator: 'isEmpty' } },
      },
    };
    expect(visibleFieldKeys(cyclic, {})).toEqual([]);
  });
});

describe('applyVisibility', () => {
  it('drops hidden fields from the schema, from required and from the data', () => {
    const data = { clientType: 'individual', entityName: 'Acme', registrationNumber: '123456789' };
    const { schema, data: kept, hidden, visible } = applyVisibility(nestedForm, data);
    expect(Object.keys(schema.properties)).toEqual(['clientType']);
    expect(schema.required).toEqual(['clientType']);
    expect(kept).toEqual({ clientType: 'individual' });
    expect(visible).toEqual(['clientType']);
    expect(hidden).toEqual(['entityName', 'registrationNumber', 'vatNumber']);
  });

  it('keeps visible fields required and their values kept', () => {
    const { schema, data } = applyVisibility(nestedForm, { clientType: 'corporation', entityName: 'Acme' });
    expect(schema.required).toEqual(['clientType', 'entityName', 'registrationNumber']);
    expect(data).toEqual({ clientType: 'corporation', entityName: 'Acme' });
  });

  it('does not change the form it was given', () => {
    const before = JSON.stringify(nestedForm);
    applyVisibility(nestedForm, { clientType: 'individual' });
    expect(JSON.stringify(nestedForm)).toBe(before);
  });
});
