import Form from '@rjsf/antd';
import type Core from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { forwardRef } from 'react';
import { formCustomFormats } from '../forms/form-ajv';
import type { FormValues } from '../forms/form-schema';

const validator = customizeValidator({ customFormats: { ...formCustomFormats } });
// A consent box (`const: true`) starts unticked: RJSF would otherwise fill in the constant, consenting for the user.
const DEFAULTS = { constAsDefaults: 'never' } as const;
const IGNORE_ERRORS = () => undefined;
const HIDDEN_SUBMIT = { norender: true } as const;

/** What the office form renderer draws: RJSF's schema and UI schema (see useFormSpec), the data, and what it reports. */
export interface OfficeFormProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  data: FormValues;
  onChange(data: FormValues): void;
  /** Called with the data once it passes the schema; without it the form draws no submit button and no `<form>`
   * element, so it can sit inside another form, whose owner checks it through the ref's `validateForm()`. */
  onSubmit?(data: FormValues): void;
  /** Turns Ajv's errors into the form's own messages (useFormSpec gives them in the reader's language). */
  transformErrors?(errors: RJSFValidationError[]): RJSFValidationError[];
  /** Errors found elsewhere (the server's, see fieldErrorSchema), shown at their fields beside the form's own;
   * they do not block a submit, and they stay until the owner drops them. */
  extraErrors?: ErrorSchema;
  disabled?: boolean;
}

/**
 * The one form renderer of the office's forms (an intake, a module's record form): RJSF with antd, the engine's
 * formats, no browser validation (its messages are not ours) and errors shown at their fields only.
 */
export const OfficeForm = forwardRef<Core<FormValues>, OfficeFormProps>(function OfficeForm({ schema, uiSchema, data, onChange, onSubmit, transformErrors, extraErrors, disabled }, ref) {
  const ui = onSubmit ? uiSchema : { ...uiSchema, 'ui:submitButtonOptions': HIDDEN_SUBMIT };
  return (
    <Form
      ref={ref}
      tagName={onSubmit ? 'form' : 'div'}
      schema={schema}
      uiSchema={ui}
      formData={data}
      validator={validator}
      showErrorList={false}
      noHtml5Validate
      disabled={disabled}
      experimental_defaultFormStateBehavior={DEFAULTS}
      // The errors are shown at their fields; without a handler RJSF also logs them as a console error.
      onError={IGNORE_ERRORS}
      onChange={(event) => onChange((event.formData ?? {}) as FormValues)}
      onSubmit={(event) => onSubmit?.((event.formData ?? {}) as FormValues)}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
    />
  );
});
