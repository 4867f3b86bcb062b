import { Button, Flex, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../engine/i18n/languages';
import { useOfferedLanguages } from '../../app/chrome/LanguageMenu';
import { ClientSelect } from '../opportunities/ClientSelect';
import { RecordSelect } from './RecordSelect';
import { bodyOf, type TemplateDraft } from './template-draft';
import { TemplatePreview } from './TemplatePreview';
import { useTemplateWriting } from './template-writing';
import { usePdfPreview } from './use-pdf-preview';

/**
 * The draft produced for a client or a record of its module, as it stands (not saved): drawn again after each change
 * rests. The server checks the draft as it would a saved one, so a mistake shows here at once with its message.
 */
export function TemplateDraftPreview({ draft, source }: { draft: TemplateDraft; source: string }) {
  const { t, i18n } = useTranslation('templates');
  const writing = useTemplateWriting();
  const languages = useOfferedLanguages();
  const [language, setLanguage] = useState<Language>(languages.find((offered) => offered === i18n.language) ?? languages[0]!);
  const [chosen, setChosen] = useState<{ clientId?: string; recordId?: string }>({});
  const [attempt, setAttempt] = useState(0);
  const target = draft.module ? (chosen.recordId ? { recordId: chosen.recordId, language } : undefined) : chosen.clientId ? { clientId: chosen.clientId, language } : undefined;
  const body = bodyOf(draft);
  const key = target ? JSON.stringify([body, target, attempt]) : '';
  const preview = usePdfPreview(key, () => writing.previewDraft(body, target!));

  return (
    <Flex vertical gap={12} data-testid="template-draft-preview">
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t('preview')}
      </Typography.Title>
      <Form layout="vertical">
        <Flex gap={12} wrap>
          <Form.Item label={source} style={{ flex: '2 1 200px', marginBlockEnd: 0 }}>
            {draft.module ? (
              // A new module starts a new choice: a record of another module is not this one's.
              <RecordSelect key={draft.module} module={draft.module} value={chosen.recordId} onChange={(recordId) => setChosen({ recordId })} placeholder={t('documents:generate.recordSearch')} />
            ) : (
              <ClientSelect value={chosen.clientId} onChange={(clientId) => setChosen({ clientId })} />
            )}
          </Form.Item>
          <Form.Item label={t('previewLanguage')} style={{ flex: '1 1 120px', marginBlockEnd: 0 }}>
            <Select value={language} onChange={setLanguage} options={languages.map((offered) => ({ value: offered, label: t(`common:languages.${offered}`) }))} data-testid="template-preview-language" />
          </Form.Item>
        </Flex>
      </Form>
      <TemplatePreview pdf={preview.pdf} error={preview.error} isLoading={preview.isLoading} hint={t('previewHint', { source })} />
      {preview.error ? (
        <Button onClick={() => setAttempt((count) => count + 1)} data-testid="template-preview-retry">
          {t('common:retry')}
        </Button>
      ) : null}
    </Flex>
  );
}
