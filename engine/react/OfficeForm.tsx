import Form from '@rjsf/antd';
import type Core from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { Button, ConfigProvider, Flex, Progress } from 'antd';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formCustomFormats } from '../forms/form-ajv';
import { isPlainObject, type FormValues } from '../forms/form-schema';
import { DEFAULT_CANCEL_LABEL, DEFAULT_SUBMIT_LABEL, type FormPresentation } from '../forms/form-spec';
import { pickText } from '../i18n/languages';
import { SectionedObjectTemplate } from './SectionedObjectTemplate';

const validator = customizeValidator({ customFormats: { ...formCustomFormats } });
// A consent box (`const: true`) starts unticked: RJSF would otherwise fill in the constant, consenting for the user.
const DEFAULTS = { constAsDefaults: 'never' } as const;
const IGNORE_ERRORS = () => undefined;
const HIDDEN_SUBMIT = { norender: true } as const;
// Sections as titled groups; a form without sections is drawn by antd's own object template, as before.
const TEMPLATES = { ObjectFieldTemplate: SectionedObjectTemplate };

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
  /** With onSubmit: a cancel button beside the submit button (the form's `settings.cancelLabel`, else Cancel). */
  onCancel?(): void;
}

// The form's settings as useFormSpec put them in the root `ui:options` (formPresentation).
function presentationOf(uiSchema: UiSchema): FormPresentation {
  const options = isPlainObject(uiSchema['ui:options']) ? uiSchema['ui:options'] : {};
  return {
    ...(options.direction === 'rtl' || options.direction === 'ltr' ? { direction: options.direction } : {}),
    ...(options.showProgress === true ? { showProgress: true } : {}),
    ...(typeof options.cancelText === 'string' ? { cancelText: options.cancelText } : {}),
  };
}

const isFilled = (value: unknown): boolean => value !== undefined && value !== null && value !== '' && value !== false && !(Array.isArray(value) && value.length === 0);

/** How much of the form's shown fields hold a value, in whole percent. */
export function filledPercent(schema: RJSFSchema, data: FormValues): number {
  const keys = Object.keys(isPlainObject(schema.properties) ? schema.properties : {});
  if (!keys.length) return 0;
  return Math.round((keys.filter((key) => isFilled(data[key])).length / keys.length) * 100);
}

/**
 * The one form renderer of the office's forms (an intake, a module's record form): RJSF with antd, the engine's
 * formats, no browser validation (its messages are not ours) and errors shown at their fields only. It honours the
 * form's settings: a fixed direction, a progress bar of the fields filled, the submit and cancel texts.
 */
export const OfficeForm = forwardRef<Core<FormValues>, OfficeFormProps>(function OfficeForm({ schema, uiSchema, data, onChange, onSubmit, transformErrors, extraErrors, disabled, onCancel }, ref) {
  const { i18n } = useTranslation();
  const ui = onSubmit ? uiSchema : { ...uiSchema, 'ui:submitButtonOptions': HIDDEN_SUBMIT };
  const presentation = presentationOf(uiSchema);
  const submitOptions = isPlainObject(uiSchema['ui:submitButtonOptions']) ? uiSchema['ui:submitButtonOptions'] : {};
  const buttons =
    onSubmit && onCancel ? (
      <Flex gap={8} wrap data-testid="office-form-buttons">
        <Button type="primary" htmlType="submit" disabled={disabled}>
          {typeof submitOptions.submitText === 'string' ? submitOptions.submitText : pickText(DEFAULT_SUBMIT_LABEL, i18n.language)}
        </Button>
        <Button onClick={onCancel} data-testid="office-form-cancel">
          {presentation.cancelText ?? pickText(DEFAULT_CANCEL_LABEL, i18n.language)}
        </Button>
      </Flex>
    ) : undefined;
  const form = (
    <Form
      ref={ref}
      tagName={onSubmit ? 'form' : 'div'}
      schema={schema}
      uiSchema={ui}
      formData={data}
      validator={validator}
      templates={TEMPLATES}
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
    >
      {buttons}
    </Form>
  );
  const progress = presentation.showProgress ? <Progress percent={filledPercent(schema, data)} size="small" data-testid="office-form-progress" style={{ marginBottom: 12 }} /> : null;
  if (!presentation.direction) {
    return progress ? (
      <>
        {progress}
        {form}
      </>
    ) : (
      form
    );
  }
  return (
    <ConfigProvider direction={presentation.direction}>
      <div dir={presentation.direction} data-testid="office-form-direction">
        {progress}
        {form}
      </div>
    </ConfigProvider>
  );
});
