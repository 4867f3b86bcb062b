import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import type { BuilderField } from '../model/builder-form';
import { withSchemaValue } from '../model/field-edits';

/** A field's default value (the schema's `default`), in a box that fits its type; files have none. */
export function DefaultValueInput({ field, onChange }: { field: BuilderField; onChange(field: BuilderField, coalesce?: string): void }) {
  const { t, i18n } = useTranslation('formBuilder');
  const label = t('properties.field.default');
  const value = field.schema.default;
  const set = (next: unknown) => onChange(withSchemaValue(field, 'default', next), `${field.key}:default`);
  const { type } = field.field;
  if (type === 'file') return null;
  let input;
  if (field.field.options?.length) {
    const choices = field.field.options.map((option) => ({ value: String(option.value), label: pickText(option.label, i18n.language) }));
    const byText = new Map(field.field.options.map((option) => [String(option.value), option.value]));
    input =
      field.schema.type === 'array' ? (
        <Select mode="multiple" allowClear aria-label={label} value={Array.isArray(value) ? value.map(String) : []} options={choices} onChange={(values: string[]) => set(values.length ? values.map((text) => byText.get(text) ?? text) : undefined)} />
      ) : (
        <Select allowClear aria-label={label} value={value === undefined ? undefined : String(value)} options={choices} onChange={(text: string | undefined) => set(text === undefined ? undefined : byText.get(text))} />
      );
  } else if (field.schema.type === 'boolean') input = <Switch aria-label={label} checked={value === true} onChange={(checked) => set(checked ? true : undefined)} />;
  else if (field.schema.type === 'number' || field.schema.type === 'integer') input = <InputNumber aria-label={label} value={typeof value === 'number' ? value : null} onChange={(next) => set(next ?? undefined)} />;
  else input = <Input aria-label={label} value={typeof value === 'string' ? value : ''} onChange={(event) => set(event.target.value)} />;
  return (
    <Form.Item label={label} data-testid="field-default">
      {input}
    </Form.Item>
  );
}
