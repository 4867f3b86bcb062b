import { describe, expect, it } from 'vitest';
import { fieldLabelKey, IMPORT_FIELDS } from './import-fields';
import { importFileProblem, IMPORT_MAX_BYTES } from './import-file-check';
import { initialMapping, mappingJson, mappingProblems } from './import-mapping';

describe('the import column mapping', () => {
  it('starts from the suggestion, leaving out unknown fields and a field suggested twice', () => {
    const columns = ['שם פרטי', 'שם משפחה', 'ת.ז.', 'תז', 'Shoe size', 'Weird'];
    const suggested = { 'שם פרטי': 'firstName', 'שם משפחה': 'lastName', 'ת.ז.': 'idNumber', תז: 'idNumber', 'Shoe size': null, Weird: 'password' };
    expect(initialMapping(columns, suggested)).toEqual({ 'שם פרטי': 'firstName', 'שם משפחה': 'lastName', 'ת.ז.': 'idNumber', תז: null, 'Shoe size': null, Weird: null });
  });

  it('needs both names and each field once', () => {
    expect(mappingProblems({ a: 'firstName', b: 'lastName', c: null })).toEqual([]);
    expect(mappingProblems({ a: 'firstName', b: null })).toEqual(['needNames']);
    expect(mappingProblems({ a: 'firstName', b: 'lastName', c: 'email', d: 'email' })).toEqual(['fieldTwice']);
  });

  it('sends only the columns that fill a field', () => {
    expect(JSON.parse(mappingJson({ a: 'firstName', b: null, c: 'address.city' }))).toEqual({ a: 'firstName', c: 'address.city' });
  });

  it('has a label for every field, and none for an unknown path', () => {
    expect(IMPORT_FIELDS.every(([path]) => fieldLabelKey(path)?.startsWith('transfer.fields.'))).toBe(true);
    expect(fieldLabelKey('address.city')).toBe('transfer.fields.city');
    expect(fieldLabelKey('password')).toBeUndefined();
  });
});

describe('the file check before sending', () => {
  it('refuses files over 5MB and files that are not CSV or XLSX', () => {
    expect(importFileProblem({ name: 'people.csv', size: 1000 })).toBeUndefined();
    expect(importFileProblem({ name: 'People.XLSX', size: IMPORT_MAX_BYTES })).toBeUndefined();
    expect(importFileProblem({ name: 'people.csv', size: IMPORT_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(importFileProblem({ name: 'people.pdf', size: 10 })).toBe('wrongType');
  });
});

describe('the fields the screen offers', () => {
  it('are the fields the server imports, in its order, each labelled in every language', async () => {
    const { TRANSFER_FIELDS } = await import('../../../../server/modules/clients/client-transfer-fields');
    const { clientsStrings } = await import('../../../i18n/locales/clients');
    expect(IMPORT_FIELDS.map(([path]) => path)).toEqual(TRANSFER_FIELDS.map((field) => field.path));
    for (const strings of Object.values(clientsStrings)) {
      const labels = strings.transfer.fields as Record<string, string>;
      expect(IMPORT_FIELDS.every(([, key]) => Boolean(labels[key]))).toBe(true);
    }
  });
});
