import { getUiOptions, optionsList, orderProperties, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import generic from '../../office-types/generic.json';
import type { FormDefinition } from '../generated/config-types';
import { formCustomFormats } from './form-ajv';
import { messagesForm, nestedForm } from './form-fixtures';
import { localizeErrors } from './form-messages';
import { buildFormSpec } from './form-spec';

// What RJSF itself makes of the spec and the error transformer: the same calls its Form makes.
const { clientIntake, documentUpload } = generic.forms as unknown as Record<string, FormDefinition>;
const validator = customizeValidator({ customFormats: { ...formCustomFormats } });

function rjsfValidate(form: FormDefinition, language: 'he' | 'en', data: Record<string, unknown>) {
  const { schema, uiSchema } = buildFormSpec(form, language, data);
  return validator.validateFormData(data, schema, undefined, (errors) => localizeErrors(form, errors, language, data), uiSchema);
}

describe('RJSF reads the spec', () => {
  it('labels enum options from ui:enumNames, a multiselect from its items', () => {
    const { schema, uiSchema } = buildFormSpec(documentUpload!, 'he');
    const property = schema.properties?.documentType as RJSFSchema;
    expect(optionsList(property, uiSchema.documentType as UiSchema)?.slice(0, 2)).toEqual([
      { value: 'contract', label: 'חוזה' },
      { value: 'invoice', label: 'חשבונית' },
    ]);
    const tags = buildFormSpec(messagesForm, 'en');
    const items = (tags.schema.properties?.tags as RJSFSchema).items as RJSFSchema;
    expect(optionsList(items, (tags.uiSchema.tags as UiSchema).items as UiSchema)?.map((option) => option.label)).toEqual(['Ex', 'Why', 'Zed']);
  });

  it('finds title, width, direction and submit text through getUiOptions', () => {
    const { uiSchema } = buildFormSpec(clientIntake!, 'he');
    expect(getUiOptions(uiSchema.email as UiSchema)).toMatchObject({ title: 'דואר אלקטרוני', width: 6, dir: 'ltr', widget: 'email' });
    expect(getUiOptions(uiSchema).submitButtonOptions).toEqual({ submitText: 'שמירה' });
  });

  it('accepts the field order for the visible properties', () => {
    for (const data of [{ clientType: 'individual' }, { clientType: 'llc', entityName: 'Acme' }, {}]) {
      const { schema, uiSchema } = buildFormSpec(nestedForm, 'en', data);
      const keys = Object.keys(schema.properties ?? {});
      expect(orderProperties(keys, uiSchema['ui:order'] as string[])).toEqual(uiSchema['ui:order']);
    }
  });
});

describe("RJSF's validator with localizeErrors as transformErrors", () => {
  it('gives Hebrew messages under the right fields', () => {
    const { errors, errorSchema } = rjsfValidate(clientIntake!, 'he', { email: 'dana@', address: 'x'.repeat(201) });
    expect(errors.map((error) => error.message)).toEqual(['שם הוא שדה חובה', 'כתובת דואר אלקטרוני לא תקינה', 'לכל היותר 200 תווים']);
    expect(errorSchema).toMatchObject({
      name: { __errors: ['שם הוא שדה חובה'] },
      email: { __errors: ['כתובת דואר אלקטרוני לא תקינה'] },
      address: { __errors: ['לכל היותר 200 תווים'] },
    });
  });

  it('gives English messages and accepts RJSF data URLs', () => {
    const ok = rjsfValidate(documentUpload!, 'en', { documentType: 'invoice', file: 'data:text/plain;name=a.txt;base64,aGk=' });
    expect(ok.errors).toEqual([]);
    const { errors } = rjsfValidate(documentUpload!, 'en', { documentType: 'invoice' });
    expect(errors.map((error) => [error.property, error.message])).toEqual([['file', 'A file is required']]);
  });

  it('does not require a hidden field', () => {
    expect(rjsfValidate(nestedForm, 'en', { clientType: 'individual' }).errors).toEqual([]);
    expect(rjsfValidate(nestedForm, 'en', { clientType: 'llc' }).errors.map((error) => error.message)).toEqual(['Entity name is required']);
  });

  it('puts the empty-form message at the root', () => {
    const { errors, errorSchema } = rjsfValidate(messagesForm, 'en', {});
    expect(errors.map((error) => error.message)).toEqual(['Fill in the form']);
    expect(errorSchema.__errors).toEqual(['Fill in the form']);
  });
});
