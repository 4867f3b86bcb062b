import { describe, expect, it } from 'vitest';
import { clearedFieldsOf, effectiveChanges, kindAfter } from './client-columns';
import type { ClientRecord } from './clients.queries';

describe('client columns', () => {
  it('reads null or blank optional fields of an update as cleared, in their group, never a name or a status', () => {
    const cleared = clearedFieldsOf({ phone: '', fax: null, notes: ' ', company: '', firstName: '', address: { city: '', street: 'Herzl 1' }, management: { status: null, assignedTo: null }, kind: null });
    expect([...cleared].sort()).toEqual(['address.city', 'fax', 'management.assignedTo', 'management.notes', 'phone', 'professional.company']);
  });

  it('makes a lead of a lead status, a new lead of a bare lead, and refuses a client with a lead status', () => {
    expect(kindAfter({ leadStatus: 'proposal' }, undefined)).toEqual({ kind: 'lead', leadStatus: 'proposal' });
    expect(kindAfter({ kind: 'lead' }, undefined)).toEqual({ kind: 'lead', leadStatus: 'new' });
    expect(kindAfter({}, { kind: 'lead', lead_status: 'qualified' })).toEqual({ kind: 'lead', leadStatus: 'qualified' });
    expect(kindAfter({ kind: 'client' }, { kind: 'lead', lead_status: 'qualified' })).toEqual({ kind: 'client', leadStatus: null });
    expect(kindAfter({ kind: 'client', leadStatus: 'new' }, undefined)).toBe('conflict');
  });

  it('keeps only the columns whose value changes, whatever the order of an object’s keys', () => {
    const current = { first_name: 'Dana', tags: ['a', 'b'], address: { city: 'Haifa', street: 'Herzl 1' }, phone: null } as unknown as ClientRecord;
    expect(effectiveChanges({ first_name: 'Dana', tags: ['a', 'b'], address: JSON.stringify({ street: 'Herzl 1', city: 'Haifa' }), phone: null }, current)).toEqual({});
    expect(effectiveChanges({ first_name: 'Dina', tags: ['b', 'a'], phone: '0501234567' }, current)).toEqual({ first_name: 'Dina', tags: ['b', 'a'], phone: '0501234567' });
  });
});
