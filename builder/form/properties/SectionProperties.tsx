import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../../engine/generated/config-types';
import type { Language } from '../../../engine/i18n/languages';
import { LocalizedInput } from '../LocalizedInput';
import type { BuilderSection } from '../model/builder-form';
import type { PathIssue } from '../model/issue-targets';
import { IssueList } from './IssueList';

/** A section's title and description in every language, and its deletion (its fields stay, outside the sections). */
export function SectionProperties({ section, languages, issues, onChange, onDelete }: {
  section: BuilderSection;
  languages: readonly Language[];
  issues: readonly PathIssue[] | undefined;
  onChange(changes: { title?: LocalizedText; description?: LocalizedText }, coalesce: string): void;
  onDelete(): void;
}) {
  const { t } = useTranslation('formBuilder');
  return (
    <Form layout="vertical" size="small" data-testid="section-properties">
      <IssueList issues={issues} testId="section-issues" />
      <LocalizedInput label={t('properties.section.title')} value={section.title} languages={languages} keepEmpty testId="section-title" onChange={(title) => title && onChange({ title }, `${section.id}:title`)} />
      <LocalizedInput label={t('properties.section.description')} value={section.description} languages={languages} isMultiline testId="section-description" onChange={(description) => onChange({ description }, `${section.id}:description`)} />
      <Button danger icon={<DeleteOutlined />} onClick={onDelete} data-testid="section-delete">
        {t('properties.section.delete')}
      </Button>
    </Form>
  );
}
