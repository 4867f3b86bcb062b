import { describe, expect, it } from 'vitest';
import { cleanClientInput } from './clean-client-input';

describe('cleanClientInput', () => {
  it('removes angle brackets and quotes from names, keeping apostrophes', () => {
    expect(cleanClientInput({ firstName: ' <Dana> ', lastName: '"O\'Brien"' })).toEqual({ firstName: 'Dana', lastName: "O'Brien" });
    expect(cleanClientInput({ firstName: '“דנה”', lastName: '`Cohen`' })).toEqual({ firstName: 'דנה', lastName: 'Cohen' });
  });

  it('trims and lower-cases e-mail addresses, the work one too', () => {
    expect(cleanClientInput({ email: '  Dana.Cohen@Example.COM ', professional: { workEmail: ' D@ACME.com' } })).toEqual({
      email: 'dana.cohen@example.com',
      professional: { workEmail: 'd@acme.com' },
    });
  });

  it('reduces phone numbers to digits, keeping the + of an international one', () => {
    expect(cleanClientInput({ phone: '050-123 4567', mobilePhone: '+972 (50) 123-4567', fax: '(03) 123.4567', workPhone: ' 04-1234567 ' })).toEqual({
      phone: '0501234567',
      mobilePhone: '+972501234567',
      fax: '031234567',
      professional: { workPhone: '041234567' },
    });
  });

  it('leaves a phone number that is not one for validation to refuse, rather than dropping it', () => {
    expect(cleanClientInput({ phone: 'call me' })).toEqual({ phone: 'call me' });
  });

  it('drops empty values: blank texts, null, empty lists and objects, groups left empty', () => {
    const raw = { firstName: 'Dana', lastName: '   ', email: '', phone: null, fax: undefined, address: { city: ' ', street: '' }, management: { tags: ['', '  '] }, professional: {}, tags: [] };
    expect(cleanClientInput(raw)).toEqual({ firstName: 'Dana' });
  });

  it('keeps zero and false', () => {
    expect(cleanClientInput({ leadScore: 0, intake: { consent: false } })).toEqual({ leadScore: 0, intake: { consent: false } });
  });

  it('trims other texts and tags, dropping empty tags', () => {
    expect(cleanClientInput({ source: ' web ', management: { tags: [' vip ', '', 'renewal'], notes: ' call back ' } })).toEqual({
      source: 'web',
      management: { tags: ['vip', 'renewal'], notes: 'call back' },
    });
  });

  it('makes the first of the addresses the address', () => {
    expect(cleanClientInput({ addresses: [{ city: 'Haifa' }, { city: 'Eilat' }] })).toEqual({ address: { city: 'Haifa' } });
    expect(cleanClientInput({ addresses: [] })).toEqual({});
    expect(cleanClientInput({ address: { city: 'Acre' }, addresses: [{ city: 'Haifa' }] })).toEqual({ address: { city: 'Acre' } });
  });

  it('groups flat management and professional fields', () => {
    const raw = { status: 'active', tags: ['vip'], notes: 'n', assignedTo: 'u', priority: 'high', occupation: 'Engineer', company: 'Acme', workPhone: '04-1234567', workEmail: 'A@Acme.com' };
    expect(cleanClientInput(raw)).toEqual({
      management: { status: 'active', tags: ['vip'], notes: 'n', assignedTo: 'u', priority: 'high' },
      professional: { occupation: 'Engineer', company: 'Acme', workPhone: '041234567', workEmail: 'a@acme.com' },
    });
  });

  it('lets the group win over a flat field of the same name', () => {
    expect(cleanClientInput({ status: 'inactive', priority: 'low', management: { status: 'pending' } })).toEqual({ management: { status: 'pending', priority: 'low' } });
  });

  it('keeps the intake answers as they are', () => {
    const intake = { note: '  spaced  ', email: 'Mixed@Case.com', list: [''] };
    expect(cleanClientInput({ intake })).toEqual({ intake });
  });

  it('does not change its input', () => {
    const raw = { firstName: ' <Dana> ', status: 'active', management: { priority: 'high' }, addresses: [{ city: 'Haifa' }] };
    const copy = structuredClone(raw);
    cleanClientInput(raw);
    expect(raw).toEqual(copy);
  });
});

describe('cleanClientInput: hostile shapes', () => {
  it('keeps a field the schema does not know as sent, even blank, for validation to refuse', () => {
    const raw = JSON.parse('{"firstName":"Dana","constructor":" ","toString":"","valueOf":null,"__proto__":"","address":{"hasOwnProperty":" "}}') as Record<string, unknown>;
    const cleaned = cleanClientInput(raw);
    expect(Object.keys(cleaned)).toEqual(['firstName', 'constructor', 'toString', 'valueOf', '__proto__', 'address']);
    expect(cleaned.address).toEqual({ hasOwnProperty: ' ' });
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.hasOwn(cleaned, '__proto__')).toBe(true);
    expect(cleaned.constructor).toBe(' ');
  });

  it('keeps a group\'s unknown field as sent', () => {
    expect(cleanClientInput({ address: { city: ' Haifa ', toString: ' ' } })).toEqual({ address: { city: 'Haifa', toString: ' ' } });
  });

  it('does not walk data nested thousands deep', () => {
    let deep: unknown = ' ';
    for (let level = 0; level < 100_000; level += 1) deep = { a: deep };
    const cleaned = cleanClientInput({ firstName: 'Dana', nickname: deep, phone: deep, management: { notes: deep } });
    expect(cleaned).toEqual({ firstName: 'Dana', nickname: deep, phone: deep, management: { notes: deep } });
  });
});
