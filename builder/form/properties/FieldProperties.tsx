import { Divider, Form, Input, InputNumber, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFieldTypes } from '../../../engine/forms/field-types';
import type { Language } from '../../../engine/i18n/languages';
import { pickText } from '../../../engine/i18n/languages';
import { AntIcon } from '../../../engine/react/AntIcon';
import { propertyEditors } from '../../fields/property-editors';
import { LocalizedInput } from '../LocalizedInput';
import type { BuilderField, BuilderForm } from '../model/builder-form';
import { withMessage, withText, withWidth } from '../model/field-edits';
import type { PathIssue } from '../model/issue-targets';
import { DefaultValueInput } from './DefaultValueInput';
import { IssueList } from './IssueList';
import { VisibleWhenEditor } from './VisibleWhenEditor';

const KEY_PATTERN = /^[a-z][a-zA-Z0-9]*$/;

/** What the field panel edits and reports. */
export interface FieldPropertiesProps {
  field: BuilderField;
  form: BuilderForm;
  languages: readonly Language[];
  issues: readonly PathIssue[] | undefined;
  onChange(field: BuilderField, coalesce?: string): void;
  onRename(to: string): void;
}

// The key is renamed when the box is left, once it is valid and free (every condition naming it follows).
function KeyInput({ field, form, onRename }: Pick<FieldPropertiesProps, 'field' | 'form' | 'onRename'>) {
  const { t } = useTranslation('formBuilder');
  const [draft, setDraft] = useState(field.key);
  const [shownFor, setShownFor] = useState(field.key);
  if (shownFor !== field.key) {
    setShownFor(field.key);
    setDraft(field.key);
  }
  const error = !KEY_PATTERN.test(draft) ? t('properties.field.keyInvalid') : draft !== field.key && draft in form.fields ? t('properties.field.keyTaken') : undefined;
  return (
    <Form.Item label={t('properties.field.key')} validateStatus={error ? 'error' : undefined} help={error} data-testid="field-key">
      <Input dir="ltr" value={draft} aria-label={t('properties.field.key')} onChange={(event) => setDraft(event.target.value)} onBlur={() => (error ? setDraft(field.key) : onRename(draft))} onPressEnter={() => !error && onRename(draft)} />
    </Form.Item>
  );
}

/** The properties of one field: its key, texts in every language, required, width, default, its type's editors and its visibility. */
export function FieldProperties({ field, form, languages, issues, onChange, onRename }: FieldPropertiesProps) {
  const { t, i18n } = useTranslation('formBuilder');
  const definition = formFieldTypes[field.field.type];
  const typeName = definition ? pickText(definition.name, i18n.language) : field.field.type;
  return (
    <Form layout="vertical" size="small" data-testid="field-properties" data-field={field.key}>
      <Typography.Text type="secondary" data-testid="field-type">
        <AntIcon name={definition?.icon} /> {t('properties.field.type', { type: typeName })}
      </Typography.Text>
      <IssueList issues={issues} testId="field-issues" />
      <KeyInput key={field.key} field={field} form={form} onRename={onRename} />
      <LocalizedInput label={t('properties.field.label')} value={field.field.label} languages={languages} keepEmpty testId="field-label" onChange={(label) => onChange(withText(field, 'label', label), `${field.key}:label`)} />
      <LocalizedInput label={t('properties.field.help')} value={field.field.help} languages={languages} testId="field-help" onChange={(help) => onChange(withText(field, 'help', help), `${field.key}:help`)} />
      <Form.Item label={t('properties.field.required')}>
        <Switch checked={field.isRequired} aria-label={t('properties.field.required')} data-testid="field-required" onChange={(isRequired) => onChange({ ...field, isRequired })} />
      </Form.Item>
      {field.isRequired && (
        <LocalizedInput
          label={t('properties.field.requiredMessage')}
          value={field.field.messages?.required}
          languages={languages}
          testId="field-required-message"
          onChange={(message) => onChange(withMessage(field, 'required', message), `${field.key}:required:message`)}
        />
      )}
      <Form.Item label={t('properties.field.width')}>
        <InputNumber min={1} max={12} value={field.field.width ?? 6} aria-label={t('properties.field.width')} data-testid="field-width" onChange={(width) => onChange(withWidth(field, width ?? undefined), `${field.key}:width`)} />
      </Form.Item>
      <DefaultValueInput field={field} onChange={onChange} />
      {definition && definition.properties.length > 0 && <Divider plain>{t('properties.field.rules')}</Divider>}
      {definition?.properties.map((property) => {
        const Editor = propertyEditors[property];
        return <Editor key={property} field={field} languages={languages} onChange={onChange} />;
      })}
      <Divider />
      <VisibleWhenEditor field={field} form={form} onChange={onChange} />
    </Form>
  );
}
