import type Core from '@rjsf/core';
import { Card } from 'antd';
import { forwardRef, useMemo } from 'react';
import type { FormDefinition } from '../../../engine/generated/config-types';
import { pickText } from '../../../engine/i18n/languages';
import { OfficeForm } from '../../../engine/react/OfficeForm';
import { useFormSpec } from '../../../engine/react/use-form-spec';

interface IntakeFormProps {
  form: FormDefinition;
  data: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
}

/**
 * The office's own intake fields (its client-intake form without the fields the record holds) in a card of the
 * client form, drawn by the office form renderer; the page checks them with `validateForm()` on save.
 */
export const IntakeForm = forwardRef<Core<Record<string, unknown>>, IntakeFormProps>(function IntakeForm({ form, data, onChange }, ref) {
  const spec = useFormSpec(form, data);
  // The card carries the form's title; the page's own button saves the record and these fields together.
  const uiSchema = useMemo(() => ({ ...spec.uiSchema, 'ui:title': '', 'ui:description': '' }), [spec.uiSchema]);
  if (Object.keys(form.fields).length === 0) return null;
  return (
    <Card size="small" title={pickText(form.title, spec.language)} data-testid="intake-form">
      <OfficeForm ref={ref} schema={spec.schema} uiSchema={uiSchema} data={data} onChange={onChange} transformErrors={spec.transformErrors} />
    </Card>
  );
});
