import { Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldCondition } from '../../../engine/generated/config-types';
import { pickText } from '../../../engine/i18n/languages';
import type { BuilderField, BuilderForm } from '../model/builder-form';
import { withVisibleWhen } from '../model/field-edits';

const OPERATORS: FieldCondition['operator'][] = ['equals', 'notEquals', 'in', 'notIn', 'isEmpty', 'isNotEmpty', 'greaterThan', 'lessThan'];
const NEEDS_NO_VALUE = new Set(['isEmpty', 'isNotEmpty']);
const NEEDS_LIST = new Set(['in', 'notIn']);
const ALWAYS = '';

type Value = FieldCondition['value'];

// The value box fits the field tested: its options when it has them, a number for a number, text otherwise.
function ValueInput({ other, condition, onChange, label }: { other: BuilderField | undefined; condition: FieldCondition; onChange(value: Value): void; label: string }) {
  const { i18n } = useTranslation();
  const options = other?.field.options;
  if (options?.length) {
    const choices = options.map((option) => ({ value: String(option.value), label: pickText(option.label, i18n.language) }));
    const byText = new Map(options.map((option) => [String(option.value), option.value]));
    if (NEEDS_LIST.has(condition.operator)) {
      const current = Array.isArray(condition.value) ? condition.value.map(String) : [];
      return <Select mode="multiple" aria-label={label} data-testid="visible-value" value={current} options={choices} onChange={(values: string[]) => onChange(values.map((value) => byText.get(value) ?? value))} style={{ minWidth: 160 }} />;
    }
    return <Select aria-label={label} data-testid="visible-value" value={condition.value === undefined || condition.value === null ? undefined : String(condition.value)} options={choices} onChange={(value: string) => onChange(byText.get(value) ?? value)} style={{ minWidth: 160 }} />;
  }
  if (other?.field.type === 'checkbox') {
    return <Select aria-label={label} data-testid="visible-value" value={condition.value === undefined ? undefined : String(condition.value)} options={[{ value: 'true', label: '✓' }, { value: 'false', label: '✗' }]} onChange={(value: string) => onChange(value === 'true')} style={{ minWidth: 80 }} />;
  }
  if (other?.schema.type === 'number' || other?.schema.type === 'integer') {
    return <InputNumber aria-label={label} data-testid="visible-value" value={typeof condition.value === 'number' ? condition.value : null} onChange={(value) => onChange(value ?? null)} />;
  }
  const text = Array.isArray(condition.value) ? condition.value.join(', ') : condition.value === undefined || condition.value === null ? '' : String(condition.value);
  const toValue = (raw: string): Value => (NEEDS_LIST.has(condition.operator) ? raw.split(',').map((part) => part.trim()).filter(Boolean) : raw);
  return <Input aria-label={label} data-testid="visible-value" value={text} onChange={(event) => onChange(toValue(event.target.value))} />;
}

/** A field's `visibleWhen`: another field of the form, chosen by its label, an operator, and a value fitting that field. */
export function VisibleWhenEditor({ field, form, onChange }: { field: BuilderField; form: BuilderForm; onChange(field: BuilderField, coalesce?: string): void }) {
  const { t, i18n } = useTranslation('formBuilder');
  const condition = field.field.visibleWhen;
  const others = Object.values(form.fields).filter((other) => other.key !== field.key);
  const set = (next: FieldCondition | undefined, box?: string) => onChange(withVisibleWhen(field, next), box && `${field.key}:visibleWhen:${box}`);
  const fieldChoices = [{ value: ALWAYS, label: t('properties.field.always') }, ...others.map((other) => ({ value: other.key, label: `${pickText(other.field.label, i18n.language)} (${other.key})` }))];
  // A condition on a deleted field still shows its key, so the check's complaint beside it makes sense.
  if (condition && !form.fields[condition.field]) fieldChoices.push({ value: condition.field, label: condition.field });
  return (
    <Form.Item label={t('properties.field.visibleWhen')} data-testid="visible-when">
      <Space wrap>
        <Select
          aria-label={t('properties.field.visibleField')}
          data-testid="visible-field"
          style={{ minWidth: 160 }}
          // A long form (an office's intake has a dozen fields and more) is searched by a field's label or key.
          showSearch={{ optionFilterProp: 'label' }}
          value={condition?.field ?? ALWAYS}
          options={fieldChoices}
          onChange={(key: string) => set(key === ALWAYS ? undefined : { field: key, operator: condition?.operator ?? 'isNotEmpty' })}
        />
        {condition && (
          <Select
            aria-label={t('properties.field.operator')}
            data-testid="visible-operator"
            style={{ minWidth: 130 }}
            value={condition.operator}
            options={OPERATORS.map((operator) => ({ value: operator, label: t(`properties.field.operators.${operator}`) }))}
            onChange={(operator: FieldCondition['operator']) => set(NEEDS_NO_VALUE.has(operator) ? { field: condition.field, operator } : { field: condition.field, operator, ...(condition.value === undefined ? {} : { value: NEEDS_LIST.has(operator) === Array.isArray(condition.value) ? condition.value : undefined }) })}
          />
        )}
        {condition && !NEEDS_NO_VALUE.has(condition.operator) && (
          <ValueInput other={form.fields[condition.field]} condition={condition} label={t('properties.field.value')} onChange={(value) => set({ ...condition, value }, 'value')} />
        )}
      </Space>
    </Form.Item>
  );
}
