import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import Ajv from 'ajv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import clientSchema from '../../schemas/client.schema.json';
import { clientFormatFinding, clientFormats } from './client-formats';

afterEach(() => {
  vi.useRealTimers();
});

describe('clientFormatFinding', () => {
  const today = new Date(2026, 5, 15);

  it('names what is wrong with a value, or nothing when it passes', () => {
    expect(clientFormatFinding('israeli-id', '123456789', today)).toBe('israeli-id');
    expect(clientFormatFinding('israeli-id', '123456782', today)).toBeUndefined();
    expect(clientFormatFinding('phone-il', '0501', today)).toBe('phone-too-short');
    expect(clientFormatFinding('non-disposable-email', 'x@yopmail.com', today)).toBe('disposable-email');
    expect(clientFormatFinding('adult-birth-date', '2010-01-01', today)).toBe('under-18');
    expect(clientFormatFinding('adult-birth-date', '1990-01-01', today)).toBeUndefined();
  });

  it('names another format by itself', () => {
    expect(clientFormatFinding('uuid', 'nope', today)).toBe('uuid');
  });
});

describe('clientFormats', () => {
  it('covers every custom format the client schema uses', () => {
    const used = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (node === null || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'format' && typeof value === 'string') used.add(value);
        walk(value);
      }
    };
    walk(clientSchema);
    expect([...used].filter((format) => format !== 'uuid').sort()).toEqual(Object.keys(clientFormats).sort());
  });

  it('checks birth dates against the current date', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15));
    expect(clientFormats['adult-birth-date']('2008-06-01')).toBe(true);
    vi.setSystemTime(new Date(2025, 5, 15));
    expect(clientFormats['adult-birth-date']('2008-06-01')).toBe(false);
  });

  it('serves a plain Ajv through addFormat', () => {
    const ajv = new Ajv();
    for (const [name, check] of Object.entries(clientFormats)) ajv.addFormat(name, check);
    const validate = ajv.compile({ type: 'string', format: 'israeli-id' });
    expect(validate('039337423')).toBe(true);
    expect(validate('039337424')).toBe(false);
  });

  it("serves RJSF's validator through customFormats, with the client schema as it is", () => {
    const validator = customizeValidator({ customFormats: { ...clientFormats } });
    const schema = clientSchema as RJSFSchema;
    const good = { firstName: 'דנה', lastName: 'כהן', idNumber: '039337423', phone: '050-1234567', email: 'dana@example.com', birthDate: '1985-03-02' };
    expect(validator.validateFormData(good, schema).errors).toEqual([]);
    const bad = { ...good, idNumber: '123456789', phone: '12', email: 'dana@mailinator.com', birthDate: '2999-01-01' };
    const failed = validator.validateFormData(bad, schema).errors.map((error) => error.property).sort();
    expect(failed).toEqual(['.birthDate', '.email', '.idNumber', '.phone']);
  });
});
