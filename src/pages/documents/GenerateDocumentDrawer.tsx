import { Button, Drawer, Flex, Form, Radio, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { DocumentTemplateAnswer } from '../../api/generated/api-types';
import { templateOutputs, type TemplateOutput } from '../../../engine/documents/template-outputs';
import { pickText, type Language } from '../../../engine/i18n/languages';
import { ActionError } from '../../app/actions/ActionError';
import { useServerAction } from '../../app/actions/use-server-action';
import { useOfferedLanguages } from '../../app/chrome/LanguageMenu';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useTerm } from '../../app/office/use-term';
import { ClientSelect } from '../opportunities/ClientSelect';
import { RecordSelect } from './RecordSelect';
import { TemplatePreview } from './TemplatePreview';
import { useModuleNoun } from './use-module-noun';
import { TEMPLATES_API, useTemplateProduction, type ProductionTarget } from './template-production';
import { useTemplatePreview } from './use-template-preview';

interface Choices {
  clientId?: string;
  recordId?: string;
  language: Language;
  tags: string[];
  /** The file saved: the preview is always the PDF. */
  format: TemplateOutput;
}

/** The preview's body for the choices: nothing until the template's client or record is chosen. */
function targetOf(isForRecord: boolean, choices: Choices): ProductionTarget | undefined {
  if (isForRecord) return choices.recordId ? { recordId: choices.recordId, language: choices.language } : undefined;
  return choices.clientId ? { clientId: choices.clientId, language: choices.language } : undefined;
}

/**
 * Produces a document from one of the office's templates (issue 23): its client, or its module's record, the language
 * and tags chosen beside a live preview drawn again as they change; saving files it in the library and opens it.
 */
export function GenerateDocumentDrawer({ templateId, onClose }: { templateId: string; onClose(): void }) {
  const { t, i18n } = useTranslation('documents');
  const term = useTerm();
  const nounOf = useModuleNoun();
  const navigate = useNavigate();
  const languages = useOfferedLanguages();
  const production = useTemplateProduction();
  const action = useServerAction();
  const template = useSWR<DocumentTemplateAnswer>(TEMPLATES_API.template(templateId));
  const view = template.data?.data;
  const initialLanguage = languages.find((language) => language === i18n.language) ?? languages[0]!;
  const [choices, setChoices] = useState<Choices>({ language: initialLanguage, tags: [], format: 'pdf' });
  const [attempt, setAttempt] = useState(0);
  const target = view ? targetOf(view.forRecord, choices) : undefined;
  const preview = useTemplatePreview(templateId, target, attempt);
  const change = (changes: Partial<Choices>) => setChoices((current) => ({ ...current, ...changes }));
  // A choice of format only where the template offers more than the PDF.
  const formats = view ? templateOutputs(view) : ['pdf'];
  const hasFormatChoice = formats.length > 1;

  const save = async () => {
    if (!target) return;
    const made = await action.run(() => production.generate({ templateId, ...target, ...(hasFormatChoice ? { format: choices.format } : {}), ...(choices.tags.length > 0 ? { tags: choices.tags } : {}) }), { success: t('generate.saved') });
    if (made) navigate(`/documents/${made.data.id}`);
  };

  const form = () => {
    if (template.error) return <ErrorState error={template.error} title={t('generate.loadFailed')} onRetry={() => void template.mutate()} />;
    if (!view) return <Skeleton active paragraph={{ rows: 4 }} data-testid="generate-loading" />;
    const source = view.forRecord && view.module ? nounOf(view.module) : term('client');
    return (
      <Flex gap={24} wrap align="start">
        <Form layout="vertical" style={{ flex: '1 1 260px' }} data-testid="generate-form">
          <Form.Item label={source} required>
            {view.forRecord && view.module ? (
              <RecordSelect module={view.module} value={choices.recordId} onChange={(recordId) => change({ recordId })} placeholder={t('generate.recordSearch')} />
            ) : (
              <ClientSelect value={choices.clientId} onChange={(clientId) => change({ clientId })} />
            )}
          </Form.Item>
          <Form.Item label={t('generate.language')}>
            <Select value={choices.language} onChange={(language) => change({ language })} options={languages.map((language) => ({ value: language, label: t(`common:languages.${language}`) }))} data-testid="generate-language" />
          </Form.Item>
          {hasFormatChoice ? (
            <Form.Item label={t('generate.format')} extra={choices.format === 'pdf' ? undefined : <Typography.Text type="secondary" data-testid="generate-format-note">{t('generate.previewIsPdf')}</Typography.Text>}>
              <Radio.Group
                optionType="button"
                value={choices.format}
                onChange={(event) => change({ format: event.target.value as TemplateOutput })}
                options={formats.map((format) => ({ value: format, label: t(`generate.formats.${format}`) }))}
                data-testid="generate-format"
              />
            </Form.Item>
          ) : null}
          <Form.Item label={t('upload.tags')}>
            <Select mode="tags" value={choices.tags} onChange={(tags: string[]) => change({ tags })} placeholder={t('upload.tagsPlaceholder')} data-testid="generate-tags" />
          </Form.Item>
          <ActionError error={action.error} onClose={action.reset} />
          <Button type="primary" block disabled={!target} loading={action.isPending} onClick={() => void save()} data-testid="generate-save">
            {t('generate.save')}
          </Button>
        </Form>
        <div style={{ flex: '2 1 360px', minInlineSize: 0 }}>
          <TemplatePreview
            pdf={preview.pdf}
            error={preview.error}
            isLoading={preview.isLoading}
            hint={t('generate.choose', { source })}
          />
          {preview.error ? (
            <Button style={{ marginBlockStart: 8 }} onClick={() => setAttempt((count) => count + 1)} data-testid="generate-preview-retry">
              {t('common:retry')}
            </Button>
          ) : null}
        </div>
      </Flex>
    );
  };

  return (
    <Drawer open onClose={onClose} size={960} destroyOnHidden title={view ? t('generate.title', { name: pickText(view.name, i18n.language) }) : t('generate.produce')} data-testid="generate-drawer">
      {form()}
    </Drawer>
  );
}
