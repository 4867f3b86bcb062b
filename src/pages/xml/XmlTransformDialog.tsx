import { Form, Modal, Radio, Select, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../engine/i18n/languages';
import { DEFAULT_COLUMNS, holdingsFieldOptions } from './holdings-field-options';
import { OUTPUT_FORMATS, TRANSFORMATION_TYPES, type OutputFormat, type TransformationType, type TransformRequest } from './xml-api-types';

/**
 * What a transformation makes: the whole file as JSON, a flat spreadsheet of one row per policy (with the fields the
 * user picks, in their order; all when none), or the normalised business data; in JSON, CSV or XLSX.
 */
export function XmlTransformDialog({ open, count, isBusy, onCancel, onSubmit }: { open: boolean; count: number; isBusy: boolean; onCancel(): void; onSubmit(request: TransformRequest): void }) {
  const { t, i18n } = useTranslation('xml');
  const [type, setType] = useState<TransformationType>('flat');
  const [format, setFormat] = useState<OutputFormat>('xlsx');
  // The usual columns to start from; cleared, the server writes its own default.
  const [fields, setFields] = useState<string[]>([...DEFAULT_COLUMNS]);
  const options = holdingsFieldOptions(isLanguage(i18n.language) ? i18n.language : 'he');
  const submit = () => onSubmit({ transformationType: type, outputFormat: format, ...(type === 'flat' && fields.length ? { transformationRules: fields.map((field) => ({ field, header: options.find((option) => option.value === field)?.label ?? field })) } : {}) });
  return (
    <Modal open={open} title={t('transform.title', { count })} okText={t('transform.run')} cancelText={t('actions.cancel')} confirmLoading={isBusy} onOk={submit} onCancel={onCancel} okButtonProps={{ 'data-testid': 'xml-transform-run' } as ButtonProps} destroyOnHidden>
      <Form layout="vertical" component="div">
        <Form.Item label={t('transform.type')}>
          <Radio.Group value={type} onChange={(event) => setType(event.target.value as TransformationType)} optionType="button" options={TRANSFORMATION_TYPES.map((value) => ({ value, label: t(`transform.types.${value}`) }))} data-testid="xml-transform-type" />
        </Form.Item>
        <Form.Item label={t('transform.format')}>
          <Radio.Group value={format} onChange={(event) => setFormat(event.target.value as OutputFormat)} optionType="button" options={OUTPUT_FORMATS.map((value) => ({ value, label: value.toUpperCase() }))} data-testid="xml-transform-format" />
        </Form.Item>
        {type === 'flat' ? (
          <Form.Item label={t('transform.fields')} htmlFor="xml-transform-fields" extra={<Typography.Text type="secondary">{t('transform.fieldsHint')}</Typography.Text>}>
            <Select id="xml-transform-fields" mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} value={fields} onChange={setFields} options={options} placeholder={t('transform.allFields')} data-testid="xml-transform-fields" />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
