import { HolderOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import type { BuilderSection } from '../model/builder-form';
import type { PathIssue } from '../model/issue-targets';
import { dragId } from './drag-ids';

/** What a section on the canvas shows and does; the group of fields in no section has no handle and, alone, no title. */
export interface CanvasSectionProps {
  section: BuilderSection;
  hasTitle: boolean;
  isSelected: boolean;
  issues: readonly PathIssue[] | undefined;
  onSelect(): void;
  children: ReactNode;
}

/** A section on the canvas: its handle and title, then its fields, sortable among themselves and a drop area for others. */
export function CanvasSection({ section, hasTitle, isSelected, issues, onSelect, children }: CanvasSectionProps) {
  const { t, i18n } = useTranslation('formBuilder');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: dragId.section(section.id), disabled: section.isLoose === true });
  const { setNodeRef: setBodyRef, isOver } = useDroppable({ id: dragId.body(section.id) });
  const title = section.isLoose ? t('canvas.loose') : pickText(section.title, i18n.language) || section.id;
  return (
    <section
      ref={setNodeRef}
      data-testid="canvas-section"
      data-id={section.id}
      data-selected={isSelected}
      aria-label={hasTitle ? title : t('canvas.title')}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        border: hasTitle ? `1px dashed ${issues?.length ? 'var(--ant-color-error, #ff4d4f)' : isSelected ? 'var(--ant-color-primary, #1677ff)' : 'var(--ant-color-border, #d9d9d9)'}` : undefined,
        borderRadius: 8,
        padding: hasTitle ? 8 : 0,
        marginBottom: 12,
      }}
    >
      {hasTitle && (
        <Flex align="center" gap={6} style={{ marginBottom: 6 }}>
          {!section.isLoose && <Button type="text" size="small" icon={<HolderOutlined />} {...attributes} {...listeners} aria-label={t('canvas.move', { name: title })} data-testid="section-handle" />}
          {section.isLoose ? (
            <Typography.Text type="secondary">{title}</Typography.Text>
          ) : (
            <Button type="link" onClick={onSelect} aria-pressed={isSelected} style={{ fontWeight: 600, paddingInline: 0 }} data-testid="section-select">
              {title}
            </Button>
          )}
        </Flex>
      )}
      {issues?.length ? (
        <ul data-testid="canvas-section-issues" style={{ margin: '0 0 6px', paddingInlineStart: 20, color: 'var(--ant-color-error, #ff4d4f)', fontSize: 12 }}>
          {issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>{issue.message}</li>
          ))}
        </ul>
      ) : null}
      <div ref={setBodyRef} data-testid="section-body" style={{ minHeight: 40, padding: 4, borderRadius: 6, background: isOver ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined }}>
        <SortableContext items={section.fields.map(dragId.field)} strategy={verticalListSortingStrategy}>
          {children}
        </SortableContext>
        {section.fields.length === 0 && (
          <Typography.Text type="secondary" data-testid="section-empty">
            {hasTitle ? t('canvas.emptySection') : t('canvas.empty')}
          </Typography.Text>
        )}
      </div>
    </section>
  );
}
