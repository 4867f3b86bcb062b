import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLDINGS_COLUMNS, HOLDINGS_FIELDS, holdingsField, holdingsFieldValue } from './holdings-fields';

const policy = { policyNumber: '1000001', productType: 2, status: 9, member: { idNumber: '000000018', gender: '2', maritalStatus: null }, balance: 80000 };

describe('the holdings fields', () => {
  it('name every default column, each labelled in every language', () => {
    for (const field of DEFAULT_HOLDINGS_COLUMNS) expect(holdingsField(field), field).toBeDefined();
    for (const field of HOLDINGS_FIELDS) for (const text of Object.values(field.labels)) expect(text, field.field).not.toBe('');
    expect(holdingsField('member.nope')).toBeUndefined();
  });

  it('read a value by its path, and explain a code in the language (the code itself when the list lacks it)', () => {
    expect(holdingsFieldValue(policy, holdingsField('member.idNumber')!, 'he')).toBe('000000018');
    expect(holdingsFieldValue(policy, holdingsField('balance')!, 'en')).toBe(80000);
    expect(holdingsFieldValue(policy, holdingsField('productTypeName')!, 'he')).toBe('קרן פנסיה');
    expect(holdingsFieldValue(policy, holdingsField('member.genderName')!, 'en')).toBe('Female');
    expect(holdingsFieldValue(policy, holdingsField('statusName')!, 'en')).toBe('9');
    expect(holdingsFieldValue(policy, holdingsField('member.maritalStatusName')!, 'en')).toBeNull();
    expect(holdingsFieldValue(policy, holdingsField('planName')!, 'en')).toBeNull();
  });
});
