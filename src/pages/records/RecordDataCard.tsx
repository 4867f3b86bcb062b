import type Core from '@rjsf/core';
import { Alert, Card } from 'antd';
import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerFieldError } from '../../../engine/forms/field-error-schema';
import type { FormDefinition } from '../../../engine/generated/config-types';
import { pickText } from '../../../engine/i18n/languages';
import { OfficeForm } from '../../../engine/react/OfficeForm';
import { useFormSpec } from '../../../engine/react/use-form-spec';
import { useServerFieldErrors } from '../../../engine/react/use-server-field-errors';

interface RecordDataCardProps {
  form: FormDefinition;
  data: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
  /** The field errors of the server's last refusal: those about the data (`data.<field>`) are shown here. */
  serverErrors?: readonly ServerFieldError[];
  disabled?: boolean;
}

/** Whether a refusal's field errors are about the record's data, which the data card shows. */
export function hasDataErrors(errors: readonly ServerFieldError[] | undefined): boolean {
  return (errors ?? []).some((error) => error.field === 'data' || error.field.startsWith('data.') || error.field.startsWith('/data'));
}

/**
 * A record's own fields: the module's form drawn by the office form renderer, with the server's complaints at
 * their fields (each goes once its field is changed) and those naming no field listed above the form.
 */
export const RecordDataCard = forwardRef<Core<Record<string, unknown>>, RecordDataCardProps>(function RecordDataCard({ form, data, onChange, serverErrors, disabled }, ref) {
  const { t } = useTranslation('records');
  const spec = useFormSpec(form, data);
  // The card carries the form's title.
  const uiSchema = useMemo(() => ({ ...spec.uiSchema, 'ui:title': '', 'ui:description': '' }), [spec.uiSchema]);
  const placed = useServerFieldErrors(serverErrors, form.fields, 'data');
  const hasErrors = placed.extraErrors !== undefined || placed.unplaced.length > 0;
  return (
    <Card size="small" className="record-form-card" title={pickText(form.title, spec.language)} data-testid="record-form">
      {hasErrors ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBlockEnd: 16 }}
          title={t('form.fixErrors')}
          description={placed.unplaced.length ? <ul style={{ margin: 0, paddingInlineStart: 20 }}>{placed.unplaced.map((entry) => <li key={entry.field}>{entry.message}</li>)}</ul> : undefined}
          data-testid="record-field-errors"
        />
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
    </Card>
  );
});
