import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pdfFieldType, type PdfTemplateField } from '../../engine/pdf-forms/pdf-field-types';

interface FieldPropertiesProps {
  field: PdfTemplateField | undefined;
  /** This field's problems by property (name, position, options). */
  problems: Record<string, string>;
  onChange(patch: Partial<PdfTemplateField>): void;
  onDuplicate(): void;
  onDelete(): void;
}

const percent = (fraction: number) => Math.round(fraction * 1000) / 10;
const status = (message: string | undefined) => (message ? { validateStatus: 'error' as const, help: message } : {});

/** The selected field's properties, each problem shown beside the property it concerns (spec 2 §5). */
export function FieldProperties({ field, problems, onChange, onDuplicate, onDelete }: FieldPropertiesProps) {
  const { t } = useTranslation('pdfBuilder');
  if (!field) {
    return (
      <Typography.Paragraph type="secondary" data-testid="properties-empty">
        {t('properties.none')}
      </Typography.Paragraph>
    );
  }
  const definition = pdfFieldType(field.type);
  const setOption = (index: number, patch: Partial<PdfTemplateField['options'][number]>) => onChange({ options: field.options.map((option, at) => (at === index ? { ...option, ...patch } : option)) });
  return (
    <Form layout="vertical" size="small" data-testid="field-properties" onSubmitCapture={(event) => event.preventDefault()}>
      <Typography.Title level={5}>
        {t('properties.title')} · {t(`types.${field.type}`)}
      </Typography.Title>
      <Form.Item label={t('properties.name')} {...status(problems.name)}>
        <Input value={field.name} onChange={(event) => onChange({ name: event.target.value })} data-testid="property-name" dir="ltr" />
      </Form.Item>
      <Form.Item label={t('properties.label')}>
        <Input value={field.label} onChange={(event) => onChange({ label: event.target.value })} data-testid="property-label" />
      </Form.Item>
      <Form.Item>
        <Checkbox checked={field.required} onChange={(event) => onChange({ required: event.target.checked })} data-testid="property-required">
          {t('properties.required')}
        </Checkbox>
      </Form.Item>
      {definition.isText ? (
        <Form.Item label={t('properties.placeholder')}>
          <Input value={field.placeholder} onChange={(event) => onChange({ placeholder: event.target.value })} data-testid="property-placeholder" />
        </Form.Item>
      ) : null}
      <Flex gap={8}>
        <Form.Item label={t('properties.width')} {...status(problems.position)}>
          <InputNumber min={1} max={100} step={0.5} value={percent(field.width)} onChange={(value) => typeof value === 'number' && onChange({ width: value / 100 })} data-testid="property-width" />
        </Form.Item>
        <Form.Item label={t('properties.height')}>
          <InputNumber min={1} max={100} step={0.5} value={percent(field.height)} onChange={(value) => typeof value === 'number' && onChange({ height: value / 100 })} data-testid="property-height" />
        </Form.Item>
      </Flex>
      {definition.hasOptions ? (
        <Form.Item label={t('properties.options')} {...status(problems.options)}>
          <Flex vertical gap={4} data-testid="property-options">
            {field.options.map((option, index) => (
              <Flex key={index} gap={4}>
                <Input placeholder={t('properties.optionValue')} aria-label={t('properties.optionValue')} value={option.value} onChange={(event) => setOption(index, { value: event.target.value })} dir="ltr" />
                <Input placeholder={t('properties.optionLabel')} aria-label={t('properties.optionLabel')} value={option.label} onChange={(event) => setOption(index, { label: event.target.value })} />
                <Button aria-label={t('properties.removeOption')} icon={<DeleteOutlined />} onClick={() => onChange({ options: field.options.filter((_, at) => at !== index) })} />
              </Flex>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => onChange({ options: [...field.options, { value: `option${field.options.length + 1}`, label: '' }] })} data-testid="option-add">
              {t('properties.addOption')}
            </Button>
          </Flex>
        </Form.Item>
      ) : null}
      {definition.isText ? (
        <Flex gap={8}>
          <Form.Item label={t('properties.minLength')}>
            <InputNumber min={0} max={1000} value={field.validation.minLength ?? null} onChange={(value) => onChange({ validation: { ...field.validation, minLength: typeof value === 'number' ? value : undefined } })} />
          </Form.Item>
          <Form.Item label={t('properties.maxLength')}>
            <InputNumber min={1} max={1000} value={field.validation.maxLength ?? null} onChange={(value) => onChange({ validation: { ...field.validation, maxLength: typeof value === 'number' ? value : undefined } })} />
          </Form.Item>
        </Flex>
      ) : null}
      <Flex gap={8}>
        <Button onClick={onDuplicate} data-testid="field-duplicate">
          {t('properties.duplicate')}
        </Button>
        <Button danger onClick={onDelete} data-testid="field-delete">
          {t('properties.delete')}
        </Button>
      </Flex>
    </Form>
  );
}
