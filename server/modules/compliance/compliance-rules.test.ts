import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../engine/generated/config-types';
import { consentFields } from './compliance-links';
import { readPeriod } from './compliance-period';

const form = (schema: FormDefinition['schema']): FormDefinition => ({ id: 'intake', title: { he: 'קליטה', en: 'Intake' }, schema, fields: {} });

describe('what the compliance checks read', () => {
  it('takes as consents the boxes a form requires ticked, whatever the office names them', () => {
    const intake = form({
      type: 'object',
      required: ['agreesToTerms', 'firstName', 'newsletter'],
      properties: { agreesToTerms: { type: 'boolean', const: true }, firstName: { type: 'string' }, newsletter: { type: 'boolean' }, optionalConsent: { type: 'boolean', const: true } },
    });
    expect(consentFields(intake)).toEqual(['agreesToTerms']);
    expect(consentFields(form({ type: 'object', properties: {} }))).toEqual([]);
  });

  it('reads a period of whole days, its last day included, either end open', () => {
    expect(readPeriod({ from: '2026-01-01', to: '2026-01-31' })).toEqual({ from: new Date('2026-01-01T00:00:00.000Z'), to: new Date('2026-02-01T00:00:00.000Z') });
    expect(readPeriod({ to: '2026-01-01' })).toEqual({ to: new Date('2026-01-02T00:00:00.000Z') });
    expect(readPeriod({})).toEqual({});
    expect(readPeriod({ from: '2026-01-01', to: '2026-01-01' }).to).toEqual(new Date('2026-01-02T00:00:00.000Z'));
    expect(() => readPeriod({ from: '2026-01-02', to: '2026-01-01' })).toThrow(expect.objectContaining({ status: 400, code: 'INVALID_COMPLIANCE_PERIOD' }));
  });
});
