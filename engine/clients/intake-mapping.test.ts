import { describe, expect, it } from 'vitest';
import { conformanceOfficeTypes } from '../../tests/office-type-folders';
import { intakeExtrasForm, intakeMappingIssues, mappedIntakeFields, missingRecordFields, requiredRecordFields } from './intake-mapping';

// Every office type the conformance suites check (tests/office-type-folders.ts), dropped-in ones too.
const officeTypes = conformanceOfficeTypes().map(({ office }) => office);
const byId = (id: string) => officeTypes.find((type) => type.id === id)!;

describe('the client-intake form mapped onto the client record', () => {
  it.each(officeTypes.map((type) => [type.id, type] as const))('%s: maps each record field once, on its intake form only, and always the names', (_id, type) => {
    expect(intakeMappingIssues(type.forms as never)).toEqual([]);
    const fields = Object.values(mappedIntakeFields(type.forms.clientIntake));
    expect(fields.includes('fullName') || (fields.includes('firstName') && fields.includes('lastName'))).toBe(true);
  });

  it("keeps the office's own fields for the intake part, required ones included, in their order", () => {
    const extras = intakeExtrasForm(byId('medical').forms.clientIntake);
    const properties = Object.keys((extras.schema as { properties: object }).properties);
    expect(properties).toEqual(['gender', 'insuranceProvider', 'insuranceNumber', 'emergencyContact', 'emergencyPhone', 'allergies', 'medications', 'medicalHistory']);
    expect((extras.schema as { required: string[] }).required).toEqual(['gender', 'insuranceProvider', 'insuranceNumber', 'emergencyContact', 'emergencyPhone']);
    expect(Object.keys(extras.fields)).toEqual(properties);
    expect((extras.uiSchema as { 'ui:order': string[] })['ui:order']).toEqual(properties);
  });

  it('makes the record fields the intake form requires required on the record too', () => {
    const legal = byId('legal').forms.clientIntake;
    expect(requiredRecordFields(legal).sort()).toEqual(['address.street', 'email', 'firstName', 'lastName', 'phone']);
    expect(missingRecordFields(legal, { firstName: 'Dana', lastName: 'Levi', email: 'dana@example.com', phone: '0521234567', address: { street: '  ' } })).toEqual(['address.street']);
    expect(missingRecordFields(legal, { firstName: 'Dana', lastName: 'Levi', email: 'dana@example.com', phone: '0521234567', address: { street: 'Herzl 1' } })).toEqual([]);
  });

  it('reports a record field filled twice, and a mapping on another form', () => {
    const intake = byId('medical').forms.clientIntake;
    const twice = { ...intake, fields: { ...intake.fields, emergencyPhone: { ...intake.fields.emergencyPhone!, clientField: 'phone' as const } } };
    expect(intakeMappingIssues({ clientIntake: twice })).toEqual(['forms.clientIntake.fields.emergencyPhone: "phone" is already filled by phone']);
    expect(intakeMappingIssues({ clientIntake: intake, documentUpload: intake } as { clientIntake: typeof intake })).toHaveLength(5);
  });

  it("reports an intake field that asks the record's own choice again without clientField, so it is asked once", () => {
    const intake = byId('insurance').forms.clientIntake;
    expect(intakeMappingIssues({ clientIntake: intake })).toEqual([]);
    expect(Object.keys(intakeExtrasForm(intake).fields)).not.toContain('gender');
    const { clientField: _gender, ...unmapped } = intake.fields.gender!;
    expect(intakeMappingIssues({ clientIntake: { ...intake, fields: { ...intake.fields, gender: unmapped } } })).toEqual([
      'forms.clientIntake.fields.gender: asks for the record\'s gender a second time; give it clientField "gender"',
    ]);
    // A medical form's own gender question (with "prefer not to say", which the record does not take) is its own.
    expect(intakeMappingIssues({ clientIntake: byId('medical').forms.clientIntake })).toEqual([]);
  });
});
