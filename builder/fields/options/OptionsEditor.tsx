import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../../engine/generated/config-types';
import { withOptions, type FieldOption } from '../../form/model/field-edits';
import type { PropertyEditorProps } from '../property-editor';

// A new option's value: option3, option4… whichever is free.
function freeValue(options: readonly FieldOption[]): string {
  let number = options.length + 1;
  while (options.some((option) => option.value === `option${number}`)) number += 1;
  return `option${number}`;
}

/** The choices of a select, radio or multiselect field: each a value and a label per language; the schema's enum follows. */
export function OptionsEditor({ field, languages, onChange }: PropertyEditorProps) {
  const { t } = useTranslation('formBuilder');
  const options = field.field.options ?? [];
  const change = (next: FieldOption[], box?: string) => onChange(withOptions(field, next), box && `${field.key}:options:${box}`);
  const update = (index: number, option: FieldOption, box: string) => change(options.map((current, at) => (at === index ? option : current)), `${index}:${box}`);
  return (
    <Form.Item label={t('properties.field.options')} data-testid="options-editor">
      {options.map((option, index) => (
        <div key={index} data-testid="option-row" style={{ display: 'flex', gap: 4, marginBottom: 4, flexWrap: 'wrap' }}>
          <Input
            dir="ltr"
            style={{ width: 110 }}
            value={String(option.value)}
            aria-label={t('properties.field.optionValue')}
            data-testid="option-value"
            onChange={(event) => update(index, { ...option, value: event.target.value }, 'value')}
          />
          {languages.map((language) => (
            <Input
              key={language}
              style={{ flex: 1, minWidth: 90 }}
              lang={language}
              dir={language === 'he' ? 'rtl' : 'ltr'}
              value={option.label[language] ?? ''}
              aria-label={t('properties.field.optionLabel', { language: t(`languages.${language}`) })}
              data-testid={`option-label-${language}`}
              onChange={(event) => update(index, { ...option, label: { ...option.label, [language]: event.target.value } as LocalizedText }, language)}
            />
          ))}
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('properties.field.removeOption', { value: String(option.value) })}
            onClick={() => change(options.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      <Button
        icon={<PlusOutlined />}
        data-testid="option-add"
        onClick={() => {
          const value = freeValue(options);
          const label = Object.fromEntries(languages.map((language) => [language, value])) as unknown as LocalizedText;
          change([...options, { value, label }]);
        }}
      >
        {t('properties.field.addOption')}
      </Button>
    </Form.Item>
  );
}
