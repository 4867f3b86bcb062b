import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientFieldError } from './client-field-errors';
import { validateClient } from './validate-client';

const names = { firstName: 'Dana', lastName: 'Cohen' };

function errorsOf(input: unknown, partial = false): Pick<ClientFieldError, 'field' | 'keyword'>[] {
  const result = validateClient(input, { partial });
  return result.ok ? [] : result.errors.map(({ field, keyword }) => ({ field, keyword }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 15, 12));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('validateClient: names', () => {
  it.each(['דנה', 'בן-גוריון', 'ז׳אן', 'בן ־ דוד', "O'Brien", 'O’Neil', 'Mary Ann', 'Jean-Luc', 'José', 'Zoë'])('accepts %j', (name) => {
    expect(errorsOf({ firstName: name, lastName: name })).toEqual([]);
  });

  it.each(['Dana2', 'דנה1', 'Dana!', 'Dana_', 'Дмитрий', '-Dana', "'Dana", ' Dana'])('refuses %j by its pattern', (name) => {
    expect(errorsOf({ ...names, firstName: name })).toEqual([{ field: 'firstName', keyword: 'pattern' }]);
  });

  it('wants 2 to 50 characters', () => {
    expect(errorsOf({ ...names, lastName: 'A' })).toEqual([{ field: 'lastName', keyword: 'minLength' }]);
    expect(errorsOf({ ...names, lastName: 'Ab' })).toEqual([]);
    expect(errorsOf({ ...names, lastName: 'a'.repeat(50) })).toEqual([]);
    expect(errorsOf({ ...names, lastName: 'a'.repeat(51) })).toEqual([{ field: 'lastName', keyword: 'maxLength' }]);
  });

  it('requires both names on create', () => {
    expect(errorsOf({})).toEqual([
      { field: 'firstName', keyword: 'required' },
      { field: 'lastName', keyword: 'required' },
    ]);
  });
});

describe('validateClient: the other rules', () => {
  it('says which rule of a format failed', () => {
    const input = { ...names, idNumber: '123456789', phone: '0501', fax: '0123456789', email: 'a@yopmail.com', birthDate: '2015-01-01' };
    expect(errorsOf(input)).toEqual([
      { field: 'idNumber', keyword: 'israeli-id' },
      { field: 'birthDate', keyword: 'under-18' },
      { field: 'email', keyword: 'disposable-email' },
      { field: 'phone', keyword: 'phone-too-short' },
      { field: 'fax', keyword: 'phone-il' },
    ]);
  });

  it('checks the birth date against today', () => {
    expect(errorsOf({ ...names, birthDate: '2026-06-16' })).toEqual([{ field: 'birthDate', keyword: 'future-date' }]);
    expect(errorsOf({ ...names, birthDate: '2008-12-31' })).toEqual([]);
    expect(errorsOf({ ...names, birthDate: '1905-06-15' })).toEqual([{ field: 'birthDate', keyword: 'over-120' }]);
  });

  it('allows e-mail addresses up to 100 characters', () => {
    const at = (length: number): string => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(errorsOf({ ...names, email: at(100) })).toEqual([]);
    expect(errorsOf({ ...names, email: at(101) })).toEqual([{ field: 'email', keyword: 'maxLength' }]);
    expect(errorsOf({ ...names, professional: { workEmail: 'not an address' } })).toEqual([{ field: 'professional.workEmail', keyword: 'email' }]);
  });

  it('allows at most 10 tags of 1 to 30 characters', () => {
    const tags = (count: number): string[] => Array.from({ length: count }, (_, index) => `tag ${index}`);
    expect(errorsOf({ ...names, management: { tags: tags(10) } })).toEqual([]);
    expect(errorsOf({ ...names, management: { tags: tags(11) } })).toEqual([{ field: 'management.tags', keyword: 'maxItems' }]);
    expect(errorsOf({ ...names, management: { tags: ['x'.repeat(30)] } })).toEqual([]);
    expect(errorsOf({ ...names, management: { tags: ['ok', 'x'.repeat(31)] } })).toEqual([{ field: 'management.tags', keyword: 'maxLength' }]);
    expect(errorsOf({ ...names, management: { tags: [''] } })).toEqual([{ field: 'management.tags', keyword: 'minLength' }]);
  });

  it('checks the address, the professional and management groups', () => {
    const input = {
      ...names,
      address: { street: 'A', city: 'B'.repeat(51), postalCode: '1234', country: 'I' },
      professional: { occupation: 'o'.repeat(101), company: 'c'.repeat(101), workPhone: '12' },
      management: { status: 'archived', notes: 'n'.repeat(1001), assignedTo: 'someone', priority: 'urgent' },
    };
    expect(errorsOf(input)).toEqual([
      { field: 'address.street', keyword: 'minLength' },
      { field: 'address.city', keyword: 'maxLength' },
      { field: 'address.postalCode', keyword: 'pattern' },
      { field: 'address.country', keyword: 'minLength' },
      { field: 'professional.occupation', keyword: 'maxLength' },
      { field: 'professional.company', keyword: 'maxLength' },
      { field: 'professional.workPhone', keyword: 'phone-too-short' },
      { field: 'management.status', keyword: 'enum' },
      { field: 'management.notes', keyword: 'maxLength' },
      { field: 'management.assignedTo', keyword: 'uuid' },
      { field: 'management.priority', keyword: 'enum' },
    ]);
    expect(errorsOf({ ...names, address: { postalCode: '12345' }, management: { notes: 'n'.repeat(1000) } })).toEqual([]);
    expect(errorsOf({ ...names, address: { postalCode: '1234567' } })).toEqual([]);
    expect(errorsOf({ ...names, address: { postalCode: '12345678' } })).toEqual([{ field: 'address.postalCode', keyword: 'pattern' }]);
  });

  it('wants a lead score from 0 to 100, whole', () => {
    expect(errorsOf({ ...names, kind: 'lead', leadStatus: 'new', leadScore: 0 })).toEqual([]);
    expect(errorsOf({ ...names, leadScore: 100 })).toEqual([]);
    expect(errorsOf({ ...names, leadScore: -1 })).toEqual([{ field: 'leadScore', keyword: 'minimum' }]);
    expect(errorsOf({ ...names, leadScore: 101 })).toEqual([{ field: 'leadScore', keyword: 'maximum' }]);
    expect(errorsOf({ ...names, leadScore: 50.5 })).toEqual([{ field: 'leadScore', keyword: 'type' }]);
    expect(errorsOf({ ...names, leadStatus: 'won' })).toEqual([{ field: 'leadStatus', keyword: 'enum' }]);
  });

  it('refuses unknown fields, at the top and inside groups', () => {
    expect(errorsOf({ ...names, nickname: 'D', address: { floor: 3 } })).toEqual([
      { field: 'nickname', keyword: 'additionalProperties' },
      { field: 'address.floor', keyword: 'additionalProperties' },
    ]);
  });

  it('reports a field once when two of its rules say the same thing', () => {
    expect(errorsOf({ ...names, phone: '1'.repeat(31) })).toHaveLength(1);
    expect(errorsOf({ ...names, management: { tags: ['', 'x'.repeat(31)] } })).toEqual([{ field: 'management.tags', keyword: 'minLength' }]);
  });

  it('refuses what is not an object', () => {
    expect(errorsOf('Dana Cohen')).toEqual([{ field: '', keyword: 'type' }]);
    expect(errorsOf(null)).toEqual([{ field: '', keyword: 'type' }]);
  });

  it('gives each error its messages in Hebrew, English and Spanish', () => {
    const result = validateClient({ ...names, idNumber: '12345678a' }, {});
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'idNumber', keyword: 'israeli-id', messages: { he: 'מספר תעודת זהות לא תקין', en: 'Invalid ID number', es: 'Número de identidad no válido' } }],
    });
  });
});

describe('validateClient: create and update', () => {
  it('fills in the defaults on create, without changing the caller’s data', () => {
    const input = { ...names, address: { city: 'חיפה' }, management: { tags: ['a'] } };
    const result = validateClient(input, {});
    expect(result).toEqual({
      ok: true,
      value: { ...names, kind: 'client', address: { city: 'חיפה', country: 'Israel' }, management: { tags: ['a'], status: 'active', priority: 'medium' } },
    });
    expect(input).toEqual({ ...names, address: { city: 'חיפה' }, management: { tags: ['a'] } });
  });

  it('requires nothing on update', () => {
    expect(validateClient({}, { partial: true })).toEqual({ ok: true, value: {} });
    expect(validateClient({ phone: '0501234567' }, { partial: true })).toEqual({ ok: true, value: { phone: '0501234567' } });
  });

  it('fills in no default on update: what is not sent stays as it is', () => {
    const value = { address: { city: 'חיפה' }, management: { notes: 'x' } };
    expect(validateClient(value, { partial: true })).toEqual({ ok: true, value });
  });

  it('still checks what an update sends', () => {
    expect(errorsOf({ firstName: 'D', phone: 'x', management: { tags: [''] } }, true)).toEqual([
      { field: 'firstName', keyword: 'minLength' },
      { field: 'phone', keyword: 'phone-il' },
      { field: 'management.tags', keyword: 'minLength' },
    ]);
    expect(errorsOf({ nickname: 'D' }, true)).toEqual([{ field: 'nickname', keyword: 'additionalProperties' }]);
  });
});

describe('validateClient: hostile shapes', () => {
  const nested = (depth: number): unknown => {
    let value: unknown = 1;
    for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { a: value } : [value];
    return value;
  };

  it.each([2000, 100_000])('refuses data nested %i deep as too deep, naming the field, without overflowing', (depth) => {
    for (const partial of [false, true]) {
      expect(errorsOf({ ...names, nickname: nested(depth) }, partial)).toEqual([{ field: 'nickname', keyword: 'maxDepth' }]);
      expect(errorsOf({ ...names, intake: { answer: nested(depth) } }, partial)).toEqual([{ field: 'intake', keyword: 'maxDepth' }]);
    }
  });

  it('takes intake answers nested a few levels', () => {
    expect(errorsOf({ ...names, intake: { answer: nested(10) } })).toEqual([]);
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'])('refuses a field named %j as unknown', (key) => {
    const input = JSON.parse(`{"firstName":"Dana","lastName":"Cohen","${key}":" "}`) as unknown;
    expect(errorsOf(input)).toEqual([{ field: key, keyword: 'additionalProperties' }]);
    expect(errorsOf(input, true)).toEqual([{ field: key, keyword: 'additionalProperties' }]);
  });
});
