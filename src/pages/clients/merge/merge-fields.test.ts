import { describe, expect, it } from 'vitest';
import { clientsStrings } from '../../../i18n/locales/clients';
import type { StringTree } from '../../../i18n/locales/locale-strings';
import { describeMergeField } from './merge-fields';

// Every field the server's merge plan compares (client-merge.plan.ts), objects by their usual keys.
const PLANNED = [
  'firstName', 'lastName', 'kind', 'leadStatus', 'management.status', 'management.priority', 'idNumber', 'birthDate', 'gender', 'email', 'phone', 'mobilePhone', 'fax',
  'preferredContact', 'management.notes', 'management.assignedTo', 'leadScore', 'source', 'followUpNotes', 'address.street', 'address.city', 'address.state',
  'address.postalCode', 'address.country', 'professional.occupation', 'professional.company', 'professional.workPhone', 'professional.workEmail',
];

const lookUp = (tree: StringTree, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as StringTree)[part] : undefined), tree);

describe('the fields of a merge conflict', () => {
  it('labels every field the server compares with a string of the clients screens, in Hebrew and English', () => {
    for (const field of PLANNED) {
      const { label } = describeMergeField(field);
      expect(label, field).toHaveProperty('key');
      const key = (label as { key: string }).key;
      expect(typeof lookUp(clientsStrings.he, key), `${field} → ${key}`).toBe('string');
      expect(typeof lookUp(clientsStrings.en, key), `${field} → ${key}`).toBe('string');
    }
  });

  it('reuses the detail page labels for nested fields', () => {
    expect(describeMergeField('address.city').label).toEqual({ key: 'detail.fields.city' });
    expect(describeMergeField('professional.workEmail')).toEqual({ label: { key: 'detail.fields.workEmail' }, value: { as: 'ltr' } });
  });

  it('shows e-mails, phones and ID numbers left to right, and looks words up', () => {
    expect(['email', 'phone', 'idNumber', 'address.postalCode'].map((field) => describeMergeField(field).value.as)).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
    expect(describeMergeField('management.priority').value).toEqual({ as: 'word', prefix: 'priority.' });
    expect(describeMergeField('management.status').value).toEqual({ as: 'term' });
    expect(describeMergeField('birthDate').value).toEqual({ as: 'date' });
  });

  it("labels an intake field by the office's form, and an unknown field by its own name", () => {
    expect(describeMergeField('intake.species')).toEqual({ label: { intake: 'species' }, value: { as: 'text' } });
    expect(describeMergeField('somethingNew')).toEqual({ label: { raw: 'somethingNew' }, value: { as: 'text' } });
  });
});
