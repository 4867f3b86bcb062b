import { describe, expect, it } from 'vitest';
import clientSchema from '../../schemas/client.schema.json';
import type { ClientAddress, ClientInput, ClientManagement, ClientProfessional } from './client-input';
import { validateClient } from './validate-client';

// A value of every field: adding a field to the type or the schema without the other fails here.
const address: Required<ClientAddress> = { street: 'Herzl 1', city: 'Haifa', state: 'North', postalCode: '3303012', country: 'Israel' };
const professional: Required<ClientProfessional> = { occupation: 'Engineer', company: 'Acme', workPhone: '041234567', workEmail: 'dana@acme.com' };
const management: Required<ClientManagement> = { status: 'inactive', tags: ['vip'], notes: 'x', assignedTo: '8a1f4e2c-7d35-4c1b-9f0e-2b6d3a5c7e91', priority: 'low' };
const complete: Required<ClientInput> = {
  firstName: 'Dana',
  lastName: 'Cohen',
  idNumber: '039337423',
  birthDate: '1980-05-17',
  gender: 'female',
  email: 'dana@example.com',
  phone: '0501234567',
  mobilePhone: '0521234567',
  fax: '031234567',
  preferredContact: 'sms',
  address,
  professional,
  management,
  kind: 'lead',
  leadStatus: 'negotiation',
  leadScore: 60,
  source: 'web',
  intake: { anything: true },
};

describe('ClientInput', () => {
  it('has exactly the properties of schemas/client.schema.json', () => {
    const { properties } = clientSchema;
    expect(Object.keys(complete).sort()).toEqual(Object.keys(properties).sort());
    expect(Object.keys(address).sort()).toEqual(Object.keys(properties.address.properties).sort());
    expect(Object.keys(professional).sort()).toEqual(Object.keys(properties.professional.properties).sort());
    expect(Object.keys(management).sort()).toEqual(Object.keys(properties.management.properties).sort());
  });

  it('describes a value the schema accepts as it is', () => {
    expect(validateClient(complete, {})).toEqual({ ok: true, value: complete });
  });
});
