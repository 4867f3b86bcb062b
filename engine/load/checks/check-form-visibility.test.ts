import { describe, expect, it } from 'vitest';
import dental from '../../../tests/fixtures/office-types/dental.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import type { FieldCondition, OfficeType } from '../../generated/config-types';
import { loadOfficeType } from '../load-office-type';

const INTAKE = '/forms/clientIntake/fields';

/** The dental fixture with some of its intake fields shown only when a condition holds. */
function errorsOf(conditions: Record<string, FieldCondition>): { path: string; message: string }[] {
  const copy = structuredClone(dental) as unknown as OfficeType;
  for (const [key, condition] of Object.entries(conditions)) copy.forms.clientIntake.fields[key]!.visibleWhen = condition;
  const result = loadOfficeType(copy, { widgets: widgetDefinitions });
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
}

describe("the loader's check of a form's visibleWhen conditions (check-form-visibility.ts)", () => {
  it('loads conditions that lead to a field always shown, through a chain', () => {
    expect(errorsOf({ medications: { field: 'anticoagulant', operator: 'equals', value: 'warfarin' } })).toEqual([]);
  });

  it('refuses conditions that go round in a circle, once, at the first field of the circle', () => {
    const errors = errorsOf({
      hasAllergies: { field: 'takesAnticoagulants', operator: 'equals', value: true },
      takesAnticoagulants: { field: 'allergies', operator: 'isNotEmpty' },
    });
    expect(errors).toEqual([
      {
        path: `${INTAKE}/hasAllergies/visibleWhen/field`,
        message: 'visibleWhen goes round in a circle (hasAllergies → takesAnticoagulants → allergies → hasAllergies): none of these fields could ever be shown',
      },
    ]);
  });

  it('refuses a value that is not one of the options of the field it tests, for equals and for each item of in', () => {
    expect(errorsOf({ medications: { field: 'anticoagulant', operator: 'equals', value: 'heparin' } })).toEqual([
      { path: `${INTAKE}/medications/visibleWhen/value`, message: '"heparin" is not an option of field "anticoagulant"; its options: warfarin, apixaban, rivaroxaban, dabigatran, aspirin, clopidogrel, other' },
    ]);
    const errors = errorsOf({ chiefComplaint: { field: 'medicalAlerts', operator: 'in', value: ['diabetes', 'asthma'] } });
    expect(errors.map((error) => error.path)).toEqual([`${INTAKE}/chiefComplaint/visibleWhen/value/1`]);
    expect(errors[0]!.message).toMatch(/^"asthma" is not an option of field "medicalAlerts"/);
  });

  it('does not compare values for tests that take none, nor for fields without options', () => {
    expect(errorsOf({ medications: { field: 'anticoagulant', operator: 'isEmpty' }, chiefComplaint: { field: 'firstName', operator: 'equals', value: 'anything' } })).toEqual([]);
  });
});
