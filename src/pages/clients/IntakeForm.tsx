import Form from '@rjsf/antd';
import type Core from '@rjsf/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { Card } from 'antd';
import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDefinition } from '../../../engine/generated/config-types';
import { formCustomFormats } from '../../../engine/forms/form-ajv';
import { localizeErrors } from '../../../engine/forms/form-messages';
import { buildFormSpec } from '../../../engine/forms/form-spec';
import { isLanguage, pickText } from '../../../engine/i18n/languages';

const validator = customizeValidator({ customFormats: { ...formCustomFormats } });
const DEFAULTS = { constAsDefaults: 'never' } as const;
const IGNORE_ERRORS = () => undefined;

interface IntakeFormProps {
  form: FormDefinition;
  data: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
}

/**
 * The office's own intake fields (its client-intake form without the fields the record holds), drawn by RJSF
 * from the office type's JSON with its labels and messages; the page checks it with `validateForm()` on save.
 */
export const IntakeForm = forwardRef<Core<Record<string, unknown>>, IntakeFormProps>(function IntakeForm({ form, data, onChange }, ref) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'he';
  const spec = useMemo(() => buildFormSpec(form, language, data), [data, form, language]);
  const uiSchema = useMemo(() => ({ ...spec.uiSchema, 'ui:title': '', 'ui:description': '', 'ui:submitButtonOptions': { norender: true } }), [spec.uiSchema]);
  if (Object.keys(form.fields).length === 0) return null;
  return (
    <Card size="small" title={pickText(form.title, language)} data-testid="intake-form">
      <Form
        ref={ref}
        tagName="div"
        schema={spec.schema}
        uiSchema={uiSchema}
        formData={data}
        validator={validator}
        showErrorList={false}
        noHtml5Validate
        // A consent box (`const: true`) starts unticked: RJSF would otherwise fill in the constant, consenting for the client.
        experimental_defaultFormStateBehavior={DEFAULTS}
        // The errors are shown at their fields; without a handler RJSF also logs them as a console error.
        onError={IGNORE_ERRORS}
        onChange={(event) => onChange((event.formData ?? {}) as Record<string, unknown>)}
        transformErrors={(errors: RJSFValidationError[]) => localizeErrors(form, errors, language, data)}
      />
    </Card>
  );
});
