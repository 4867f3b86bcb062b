import type Core from '@rjsf/core';
import { Card } from 'antd';
import { forwardRef, useMemo } from 'react';
import type { ServerFieldError } from '../../../engine/forms/field-error-schema';
import type { FormDefinition } from '../../../engine/generated/config-types';
import { pickText } from '../../../engine/i18n/languages';
import { OfficeForm } from '../../../engine/react/OfficeForm';
import { useFormSpec } from '../../../engine/react/use-form-spec';
import { useServerFieldErrors } from '../../../engine/react/use-server-field-errors';

interface IntakeFormProps {
  form: FormDefinition;
  data: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
  /** The server's field errors of the last refused save; those named `intake.<field>` are shown at their fields. */
  serverErrors?: readonly ServerFieldError[];
}

/**
 * The office's own intake fields (its client-intake form without the fields the record holds) in a card of the
 * client form, drawn by the office form renderer; the page checks them with `validateForm()` on save.
 */
export const IntakeForm = forwardRef<Core<Record<string, unknown>>, IntakeFormProps>(function IntakeForm({ form, data, onChange, serverErrors }, ref) {
  const spec = useFormSpec(form, data);
  const placed = useServerFieldErrors(serverErrors, form.fields, 'intake');
  // The card carries the form's title; the page's own button saves the record and these fields together.
  const uiSchema = useMemo(() => ({ ...spec.uiSchema, 'ui:title': '', 'ui:description': '' }), [spec.uiSchema]);
  if (Object.keys(form.fields).length === 0) return null;
  return (
    <Card size="small" title={pickText(form.title, spec.language)} data-testid="intake-form">
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
      />
    </Card>
  );
});
