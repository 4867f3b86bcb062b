import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Alert, Result, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { officeDocumentTypes } from '../../../engine/documents/document-types';
import { ApiError } from '../../api/api-error';
import type { DocumentTemplateAnswer } from '../../api/generated/api-types';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useOffice } from '../../app/office/office-context';
import { draftOf, emptyDraft } from './template-draft';
import { TemplateEditor } from './TemplateEditor';
import { TEMPLATES_API } from './template-production';
import { TEMPLATE_WRITING_API } from './template-writing';

/** Where the templates are listed: the library's templates tab. */
export const TEMPLATES_TAB = '/documents?view=templates';

/**
 * The editor of the office's own templates (issue 23): a new one at /documents/templates/new, a saved one at
 * /documents/templates/:templateId (an office type's template is shown as read only there: it is not the office's to change).
 */
export function TemplateEditorPage() {
  const { templateId } = useParams<{ templateId?: string }>();
  const isNew = !templateId || templateId === 'new';
  const { t, i18n } = useTranslation('templates');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const config = useOffice().runtime?.config;
  const answer = useSWR<DocumentTemplateAnswer>(isNew ? null : TEMPLATES_API.template(templateId));
  const view = answer.data?.data;
  const firstType = useMemo(() => (config ? officeDocumentTypes(config)[0]?.id : undefined) ?? 'other', [config]);
  const Back = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  // The list shows the change when the editor is left.
  const backToList = () => {
    void mutate((key) => typeof key === 'string' && key.startsWith(TEMPLATE_WRITING_API.list));
    navigate(TEMPLATES_TAB);
  };

  const content = () => {
    if (isNew) return <TemplateEditor initial={emptyDraft(firstType)} onSaved={backToList} onDeleted={backToList} />;
    if (answer.error instanceof ApiError && answer.error.status === 404) return <Result status="404" title={t('loadFailed')} extra={<Link to={TEMPLATES_TAB}>{t('back')}</Link>} data-testid="template-not-found" />;
    if (answer.error) return <ErrorState error={answer.error} title={t('loadFailed')} onRetry={() => void answer.mutate()} />;
    if (!view) {
      return (
        <div data-testid="template-loading">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      );
    }
    if (view.source !== 'office') return <Alert type="info" showIcon title={t('readOnly')} data-testid="template-read-only" />;
    return <TemplateEditor key={view.id} initial={draftOf(view)} templateId={view.id} onSaved={backToList} onDeleted={backToList} />;
  };

  return (
    <section aria-labelledby="template-editor-title" data-testid="template-editor-page">
      <Link to={TEMPLATES_TAB}>
        <Back /> {t('back')}
      </Link>
      <Typography.Title level={1} id="template-editor-title" style={{ fontSize: 28, marginBlock: '8px 16px' }}>
        {isNew ? t('titleNew') : t('titleEdit')}
      </Typography.Title>
      {content()}
    </section>
  );
}
