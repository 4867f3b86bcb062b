import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../engine/i18n/languages';
import type { BuilderForm } from '../model/builder-form';
import type { BuilderAction, BuilderSelection } from '../model/builder-reducer';
import type { IssueTargets } from '../model/issue-targets';
import { FieldProperties } from './FieldProperties';
import { FormProperties } from './FormProperties';
import { SectionProperties } from './SectionProperties';

/** The properties of what is selected: a field, a section, or the form's own settings. */
export function PropertiesPanel({ form, selection, languages, issues, dispatch }: { form: BuilderForm; selection: BuilderSelection; languages: readonly Language[]; issues: IssueTargets; dispatch(action: BuilderAction): void }) {
  const { t } = useTranslation('formBuilder');
  if (selection?.kind === 'field') {
    const field = form.fields[selection.key];
    if (field) {
      return (
        <FieldProperties
          field={field}
          form={form}
          languages={languages}
          issues={issues.fields[field.key]}
          onChange={(next, coalesce) => dispatch({ type: 'updateField', field: next, ...(coalesce ? { coalesce } : {}) })}
          onRename={(to) => dispatch({ type: 'renameField', key: field.key, to })}
        />
      );
    }
  }
  if (selection?.kind === 'section') {
    const section = form.sections.find((candidate) => candidate.id === selection.id);
    if (section && !section.isLoose) {
      return (
        <SectionProperties
          section={section}
          languages={languages}
          issues={issues.sections[section.id]}
          onChange={(changes, coalesce) => dispatch({ type: 'updateSection', id: section.id, changes, coalesce })}
          onDelete={() => dispatch({ type: 'deleteSection', id: section.id })}
        />
      );
    }
  }
  if (selection?.kind === 'form') return <FormProperties meta={form.meta} languages={languages} issues={issues.form} onChange={(meta, coalesce) => dispatch({ type: 'updateMeta', meta, ...(coalesce ? { coalesce } : {}) })} />;
  return (
    <Typography.Text type="secondary" data-testid="properties-none">
      {t('properties.none')}
    </Typography.Text>
  );
}
