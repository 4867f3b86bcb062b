import { CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFieldTypes } from '../../../engine/forms/field-types';
import { pickText } from '../../../engine/i18n/languages';
import { AntIcon } from '../../../engine/react/AntIcon';
import type { BuilderField } from '../model/builder-form';
import type { PathIssue } from '../model/issue-targets';
import { dragId } from './drag-ids';

/** What a field's card shows and does. */
export interface CanvasFieldProps {
  field: BuilderField;
  isSelected: boolean;
  issues: readonly PathIssue[] | undefined;
  onSelect(): void;
  onDuplicate(): void;
  onDelete(): void;
}

/** One field on the canvas: a handle to drag it, its label, type and key, its problems beside it, and duplicate and delete. */
export function CanvasField({ field, isSelected, issues, onSelect, onDuplicate, onDelete }: CanvasFieldProps) {
  const { t, i18n } = useTranslation('formBuilder');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: dragId.field(field.key) });
  const definition = formFieldTypes[field.field.type];
  const label = pickText(field.field.label, i18n.language) || field.key;
  return (
    <div
      ref={setNodeRef}
      data-testid="canvas-field"
      data-key={field.key}
      data-selected={isSelected}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        border: `1px solid ${issues?.length ? 'var(--ant-color-error, #ff4d4f)' : isSelected ? 'var(--ant-color-primary, #1677ff)' : 'var(--ant-color-border, #d9d9d9)'}`,
        borderRadius: 6,
        padding: '4px 8px',
        marginBottom: 6,
        background: 'var(--ant-color-bg-container, #fff)',
      }}
    >
      <Flex align="center" gap={6}>
        <Button type="text" size="small" icon={<HolderOutlined />} {...attributes} {...listeners} aria-label={t('canvas.move', { name: label })} style={{ cursor: 'grab' }} data-testid="field-handle" />
        <AntIcon name={definition?.icon} />
        <Button type="link" size="small" onClick={onSelect} aria-pressed={isSelected} style={{ flex: 1, justifyContent: 'flex-start', paddingInline: 0 }} data-testid="field-select">
          {label}
        </Button>
        <Typography.Text type="secondary" code dir="ltr">
          {field.key}
        </Typography.Text>
        {field.isRequired && <Tag color="red">{t('canvas.required')}</Tag>}
        {issues?.length ? <Badge count={issues.length} title={t('canvas.issues', { count: issues.length })} data-testid="field-issue-count" /> : null}
        <Button type="text" size="small" icon={<CopyOutlined />} aria-label={t('canvas.duplicate', { name: label })} onClick={onDuplicate} data-testid="field-duplicate" />
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('canvas.delete', { name: label })} onClick={onDelete} data-testid="field-delete" />
      </Flex>
      {issues?.length ? (
        <ul data-testid="canvas-field-issues" style={{ margin: '4px 0 0', paddingInlineStart: 20, color: 'var(--ant-color-error, #ff4d4f)', fontSize: 12 }}>
          {issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>{issue.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
