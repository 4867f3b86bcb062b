import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../../engine/generated/config-types';
import type { Language } from '../../../engine/i18n/languages';
import { LocalizedInput } from '../LocalizedInput';
import type { BuilderMeta } from '../model/builder-form';
import type { PathIssue } from '../model/issue-targets';
import { IssueList } from './IssueList';

type Settings = NonNullable<BuilderMeta['settings']>;
const DIRECTIONS: Settings['direction'][] = ['auto', 'rtl', 'ltr'];

/** The form's own texts and settings: id, title, description, submit and cancel texts, draft, progress bar, direction. */
export function FormProperties({ meta, languages, issues, onChange }: { meta: BuilderMeta; languages: readonly Language[]; issues: readonly PathIssue[]; onChange(meta: BuilderMeta, coalesce?: string): void }) {
  const { t } = useTranslation('formBuilder');
  const settings = meta.settings ?? {};
  const setText = (name: 'title' | 'description' | 'submitLabel', text: LocalizedText | undefined) => {
    const next: BuilderMeta = { ...meta };
    if (text) next[name] = text;
    else if (name !== 'title') delete next[name];
    onChange(next, `form:${name}`);
  };
  const setSetting = <K extends keyof Settings>(name: K, value: Settings[K] | undefined, coalesce?: string) => {
    const next: Settings = { ...settings };
    if (value === undefined || value === false) delete next[name];
    else next[name] = value;
    const { settings: _settings, ...rest } = meta;
    onChange(Object.keys(next).length ? { ...rest, settings: next } : rest, coalesce);
  };
  return (
    <Form layout="vertical" size="small" data-testid="form-properties">
      <IssueList issues={issues} testId="form-issues" />
      <Form.Item label={t('properties.form.id')}>
        <Input dir="ltr" value={meta.id} aria-label={t('properties.form.id')} data-testid="form-id" onChange={(event) => onChange({ ...meta, id: event.target.value }, 'form:id')} />
      </Form.Item>
      <LocalizedInput label={t('properties.form.title')} value={meta.title} languages={languages} keepEmpty testId="form-title" onChange={(text) => setText('title', text)} />
      <LocalizedInput label={t('properties.form.description')} value={meta.description} languages={languages} isMultiline testId="form-description" onChange={(text) => setText('description', text)} />
      <LocalizedInput label={t('properties.form.submitLabel')} value={meta.submitLabel} languages={languages} testId="form-submit" onChange={(text) => setText('submitLabel', text)} />
      <LocalizedInput label={t('properties.form.cancelLabel')} value={settings.cancelLabel} languages={languages} testId="form-cancel" onChange={(text) => setSetting('cancelLabel', text, 'form:cancelLabel')} />
      <Form.Item label={t('properties.form.saveAsDraft')}>
        <Switch checked={settings.saveAsDraft === true} aria-label={t('properties.form.saveAsDraft')} onChange={(checked) => setSetting('saveAsDraft', checked)} />
      </Form.Item>
      <Form.Item label={t('properties.form.showProgress')}>
        <Switch checked={settings.showProgress === true} aria-label={t('properties.form.showProgress')} onChange={(checked) => setSetting('showProgress', checked)} />
      </Form.Item>
      <Form.Item label={t('properties.form.direction')}>
        <Select
          aria-label={t('properties.form.direction')}
          value={settings.direction ?? 'auto'}
          options={DIRECTIONS.map((direction) => ({ value: direction, label: t(`properties.form.directions.${direction ?? 'auto'}`) }))}
          onChange={(direction: Settings['direction']) => setSetting('direction', direction === 'auto' ? undefined : direction)}
        />
      </Form.Item>
    </Form>
  );
}
