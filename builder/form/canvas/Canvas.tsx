import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuilderForm } from '../model/builder-form';
import type { BuilderAction, BuilderSelection } from '../model/builder-reducer';
import type { IssueTargets } from '../model/issue-targets';
import { CanvasField } from './CanvasField';
import { CanvasSection } from './CanvasSection';
import { dragId } from './drag-ids';

/** The form being built: its sections in order, each with its fields, the fields in no section last. */
export function Canvas({ form, selection, issues, dispatch }: { form: BuilderForm; selection: BuilderSelection; issues: IssueTargets; dispatch(action: BuilderAction): void }) {
  const { t } = useTranslation('formBuilder');
  const explicit = form.sections.filter((section) => !section.isLoose);
  const hasSections = explicit.length > 0;
  return (
    <Card size="small" title={t('canvas.title')} data-testid="canvas">
      <SortableContext items={explicit.map((section) => dragId.section(section.id))} strategy={verticalListSortingStrategy}>
        {form.sections.map((section) => (
            <CanvasSection
              key={section.id}
              section={section}
              hasTitle={hasSections}
              isSelected={selection?.kind === 'section' && selection.id === section.id}
              issues={issues.sections[section.id]}
              onSelect={() => dispatch({ type: 'select', selection: { kind: 'section', id: section.id } })}
            >
              {section.fields.map((key) => {
                const field = form.fields[key];
                if (!field) return null;
                return (
                  <CanvasField
                    key={key}
                    field={field}
                    isSelected={selection?.kind === 'field' && selection.key === key}
                    issues={issues.fields[key]}
                    onSelect={() => dispatch({ type: 'select', selection: { kind: 'field', key } })}
                    onDuplicate={() => dispatch({ type: 'duplicateField', key })}
                    onDelete={() => dispatch({ type: 'deleteField', key })}
                  />
                );
              })}
            </CanvasSection>
        ))}
      </SortableContext>
    </Card>
  );
}
