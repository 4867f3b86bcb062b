import { describe, expect, it } from 'vitest';
import dental from '../../../tests/fixtures/office-types/dental.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import type { OfficeType } from '../../generated/config-types';
import { loadOfficeType } from '../load-office-type';

type Choice = { enum?: string[] };
const base = '/forms/clientIntake';

function errorsOf(office: OfficeType): { path: string; message: string }[] {
  const result = loadOfficeType(office, { widgets: widgetDefinitions });
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
}

function withHealthFund(change: (options: { value: string }[], schema: Choice) => void): OfficeType {
  const office = structuredClone(dental) as OfficeType;
  const form = office.forms.clientIntake!;
  change(form.fields.healthFund!.options as { value: string }[], (form.schema.properties as Record<string, Choice>).healthFund!);
  return office;
}

describe('the loader refuses a choice offered twice (dental.json, written for the tests)', () => {
  it('says "duplicate" at the second option with the same value, which otherwise loads silently', () => {
    const office = withHealthFund((options) => {
      options[1]!.value = options[0]!.value;
    });
    expect(errorsOf(office)).toContainEqual({ path: `${base}/fields/healthFund/options/1`, message: 'duplicate option value "clalit": the same as item 0' });
  });

  it('says "duplicate" at a value written twice in the field’s schema enum', () => {
    const office = withHealthFund((_options, schema) => {
      schema.enum![2] = schema.enum![0]!;
    });
    expect(errorsOf(office)).toContainEqual({ path: `${base}/schema/properties/healthFund/enum/2`, message: 'duplicate enum value "clalit": the same as item 0' });
  });

  it('accepts the shipped choices', () => {
    expect(errorsOf(structuredClone(dental) as OfficeType)).toEqual([]);
  });
});
