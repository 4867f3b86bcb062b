import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { hasPermission } from '../../../engine/roles';
import type { DocumentTemplatesAnswer } from '../../api/generated/api-types';
import { ActionError } from '../../app/actions/ActionError';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useOffice } from '../../app/office/office-context';
import { TemplateList } from './TemplateList';
import { TEMPLATE_WRITING_API, useTemplateWriting } from './template-writing';

/** Where a template of the office is written: a new one, or one saved. */
export const templateEditorPath = (templateId = 'new'): string => `/documents/templates/${encodeURIComponent(templateId)}`;

/** Whether the user may write the office's templates: the server asks documents.edit (documents.delete to delete). */
export function useMayWriteTemplates(): boolean {
  const permissions = useOffice().runtime?.permissions ?? [];
  return hasPermission(permissions, 'documents.edit');
}

/**
 * The library's templates tab: the office type's templates and the office's own, from the server, with a new
 * template, and editing and deleting the office's own for who may write them.
 */
export function TemplatesTab({ labelOf, type, onProduce }: { labelOf(type: string): string; type?: string; onProduce(templateId: string): void }) {
  const { t } = useTranslation('templates');
  const navigate = useNavigate();
  const writing = useTemplateWriting();
  const action = useServerAction();
  const mayWrite = useMayWriteTemplates();
  const list = useSWR<DocumentTemplatesAnswer>(TEMPLATE_WRITING_API.list);
  const remove = async (templateId: string) => {
    if ((await action.run(() => writing.remove(templateId), { success: t('deleted') })) !== undefined) void list.mutate();
  };

  const body = () => {
    if (list.error) return <ErrorState error={list.error} title={t('documents:generate.loadFailed')} onRetry={() => void list.mutate()} />;
    if (!list.data) {
      return (
        <div data-testid="templates-loading">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      );
    }
    return <TemplateList templates={list.data.data} labelOf={labelOf} type={type} onProduce={onProduce} {...(mayWrite ? { writes: { onEdit: (id) => navigate(templateEditorPath(id)), onDelete: (id) => void remove(id) } } : {})} />;
  };

  return (
    <Flex vertical gap={12} data-testid="templates-tab">
      {mayWrite ? (
        <Flex justify="end">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(templateEditorPath())} data-testid="template-new">
            {t('newTemplate')}
          </Button>
        </Flex>
      ) : null}
      <ActionError error={action.error} onClose={action.reset} />
      {body()}
    </Flex>
  );
}
