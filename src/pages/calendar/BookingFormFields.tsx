import type Core from '@rjsf/core';
import { Alert } from 'antd';
import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerFieldError } from '../../../engine/forms/field-error-schema';
import type { FormDefinition } from '../../../engine/generated/config-types';
import { OfficeForm } from '../../../engine/react/OfficeForm';
import { useFormSpec } from '../../../engine/react/use-form-spec';
import { useServerFieldErrors } from '../../../engine/react/use-server-field-errors';

interface BookingFormFieldsProps {
  form: FormDefinition;
  data: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
  /** The field errors of the server's last refusal: those about the data (`data.<field>`) are shown here. */
  serverErrors?: readonly ServerFieldError[];
  disabled?: boolean;
}

/** The office's booking form drawn by the office form renderer, with the server's complaints at their fields. */
export const BookingFormFields = forwardRef<Core<Record<string, unknown>>, BookingFormFieldsProps>(function BookingFormFields({ form, data, onChange, serverErrors, disabled }, ref) {
  const { t } = useTranslation('calendar');
  const spec = useFormSpec(form, data);
  // The dialog carries the form's title.
  const uiSchema = useMemo(() => ({ ...spec.uiSchema, 'ui:title': '', 'ui:description': '' }), [spec.uiSchema]);
  const placed = useServerFieldErrors(serverErrors, form.fields, 'data');
  return (
    <div data-testid="booking-form">
      {placed.unplaced.length ? (
        <Alert type="error" showIcon role="alert" style={{ marginBlockEnd: 12 }} title={t('booking.fixErrors')} description={<ul style={{ margin: 0, paddingInlineStart: 20 }}>{placed.unplaced.map((entry) => <li key={entry.field}>{entry.message}</li>)}</ul>} />
      ) : null}
      <OfficeForm
        ref={ref}
        schema={spec.schema}
        uiSchema={uiSchema}
        data={data}
        onChange={(next) => {
          placed.onDataChange(data, next);
          onChange(next);
        }}
        transformErrors={spec.transformErrors}
        {...(placed.extraErrors ? { extraErrors: placed.extraErrors } : {})}
        {...(disabled !== undefined ? { disabled } : {})}
      />
    </div>
  );
});
