import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { withMessage, withSchemaValue, type RuleKeyword } from '../form/model/field-edits';
import { LocalizedInput } from '../form/LocalizedInput';
import type { PropertyEditorProps } from './property-editor';

/** One validation rule of a field (minLength, pattern, maximum…): its value in the schema and its message in every language. */
export function RuleInput({ field, languages, onChange, keyword, isText }: PropertyEditorProps & { keyword: RuleKeyword; isText?: boolean }) {
  const { t } = useTranslation('formBuilder');
  const value = field.schema[keyword];
  const label = t(`properties.field.${keyword}`);
  const testId = `rule-${keyword}`;
  const setValue = (next: unknown) => onChange(withSchemaValue(field, keyword, next), `${field.key}:${keyword}`);
  return (
    <div data-testid={testId}>
      <Form.Item label={label} style={{ marginBottom: 4 }}>
        {isText ? (
          <Input dir="ltr" value={typeof value === 'string' ? value : ''} aria-label={label} data-testid={`${testId}-value`} onChange={(event) => setValue(event.target.value)} />
        ) : (
          <InputNumber value={typeof value === 'number' ? value : null} aria-label={label} data-testid={`${testId}-value`} onChange={(next) => setValue(next ?? undefined)} />
        )}
      </Form.Item>
      {value !== undefined && (
        <LocalizedInput
          label={t('properties.field.message')}
          value={field.field.messages?.[keyword]}
          languages={languages}
          testId={`${testId}-message`}
          onChange={(message) => onChange(withMessage(field, keyword, message), `${field.key}:${keyword}:message`)}
        />
      )}
    </div>
  );
}
