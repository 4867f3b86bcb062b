import { DeleteOutlined, ExclamationCircleOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Form, Popconfirm, Select, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { officeDocumentTypes } from '../../../engine/documents/document-types';
import { pickText } from '../../../engine/i18n/languages';
import { MODULE_KINDS, moduleKind } from '../../../engine/modules/module-kinds';
import { ApiError } from '../../api/api-error';
import { ActionError } from '../../app/actions/ActionError';
import { useServerAction } from '../../app/actions/use-server-action';
import { useOfferedLanguages } from '../../app/chrome/LanguageMenu';
import { useOffice } from '../../app/office/office-context';
import { useTerm } from '../../app/office/use-term';
import { bodyOf, factsFor, type TemplateDraft } from './template-draft';
import { TemplateDraftPreview } from './TemplateDraftPreview';
import type { TemplateView } from './template-production';
import { TemplateTextsTab, type FieldProblems } from './TemplateTextsTab';
import { useTemplateWriting } from './template-writing';
import { useModuleNoun } from './use-module-noun';

// The value at a field's dotted path (name.he, blocks.0.text.en) in a draft.
const valueAt = (draft: TemplateDraft, field: string): unknown => field.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), draft);

/**
 * The server's complaints by field (name.he, blocks.0.text.en, documentType), from a refused save of `sent`: each
 * until its field is changed, so that what was mended stops being marked before the next save.
 */
function problemsOf(error: Error | undefined, sent: TemplateDraft | undefined, draft: TemplateDraft): FieldProblems {
  if (!(error instanceof ApiError) || !sent) return new Map();
  const isUnchanged = (field: string) => JSON.stringify(valueAt(sent, field)) === JSON.stringify(valueAt(draft, field));
  return new Map(error.fieldErrors.filter((problem) => isUnchanged(problem.field)).map((problem) => [problem.field, problem.message] as const));
}

/**
 * Writes one of the office's own templates (issue 23): its document type, what it is produced for (a client or a
 * module's record), its formats, and in a tab per language the office offers its name, description, title and
 * blocks with the facts each may put in, beside a live preview of the draft for a chosen client or record.
 */
export function TemplateEditor({ initial, templateId, onSaved, onDeleted }: { initial: TemplateDraft; templateId?: string; onSaved(template: TemplateView): void; onDeleted(): void }) {
  const { t, i18n } = useTranslation('templates');
  const term = useTerm();
  const nounOf = useModuleNoun();
  const writing = useTemplateWriting();
  const languages = useOfferedLanguages();
  const config = useOffice().runtime?.config;
  const action = useServerAction();
  const [draft, setDraft] = useState(initial);
  const [tab, setTab] = useState<string>(languages.find((language) => language === i18n.language) ?? languages[0]!);
  const [sent, setSent] = useState<TemplateDraft>();
  const problems = problemsOf(action.error, sent, draft);
  // A refusal with fields is told at them (and goes once they are mended); any other failure as an Alert.
  const hasFieldErrors = action.error instanceof ApiError && action.error.fieldErrors.length > 0;
  const types = useMemo(() => (config ? officeDocumentTypes(config) : []).map((type) => ({ value: type.id, label: pickText(type.label, i18n.language) })), [config, i18n.language]);
  const modules = (config?.features.modules ?? []).filter((module) => MODULE_KINDS[moduleKind(module)].hasCollection);
  const source = draft.module ? nounOf(draft.module) : term('client');
  const moduleNoun = draft.module ? nounOf(draft.module) : '';

  const save = async () => {
    const body = bodyOf(draft);
    setSent(draft);
    const saved = await action.run(() => (templateId ? writing.update(templateId, body) : writing.create(body)), { success: t('saved') });
    if (saved) onSaved(saved.data);
  };
  const remove = async () => {
    if (templateId && (await action.run(() => writing.remove(templateId), { success: t('deleted') })) !== undefined) onDeleted();
  };
  // A language tab is marked when one of its texts was refused.
  const hasProblemIn = (language: string) => [...problems.keys()].some((field) => field.endsWith(`.${language}`));

  return (
    <Flex gap={24} wrap align="start" data-testid="template-editor">
      <Form layout="vertical" style={{ flex: '3 1 420px', minInlineSize: 0 }} onFinish={() => void save()}>
        {problems.size > 0 ? <Alert type="error" showIcon role="alert" title={t('invalid')} description={<ul style={{ margin: 0, paddingInlineStart: 16 }}>{[...problems].map(([field, message]) => <li key={field}>{message}</li>)}</ul>} style={{ marginBlockEnd: 16 }} data-testid="template-problems" /> : null}
        {hasFieldErrors ? null : <ActionError error={action.error} onClose={action.reset} />}
        <Flex gap={12} wrap>
          <Form.Item label={t('fields.documentType')} required validateStatus={problems.get('documentType') ? 'error' : undefined} help={problems.get('documentType')} style={{ flex: '1 1 180px' }}>
            <Select value={draft.documentType} onChange={(documentType: string) => setDraft({ ...draft, documentType })} options={types} data-testid="template-type" />
          </Form.Item>
          <Form.Item label={t('fields.target')} required validateStatus={problems.get('module') ? 'error' : undefined} help={problems.get('module')} style={{ flex: '1 1 180px' }}>
            <Select value={draft.module} onChange={(module: string) => setDraft({ ...draft, module })} options={[{ value: '', label: t('fields.forClient') }, ...modules.map((module) => ({ value: module.id, label: nounOf(module.id) }))]} data-testid="template-target" />
          </Form.Item>
          <Form.Item label={t('fields.outputs')} style={{ flex: '1 1 140px' }}>
            <Checkbox.Group value={draft.outputs} onChange={(outputs) => setDraft({ ...draft, outputs: ['pdf', ...(outputs.includes('docx') ? (['docx'] as const) : [])] })} options={[{ value: 'pdf', label: 'PDF', disabled: true }, { value: 'docx', label: 'DOCX' }]} data-testid="template-outputs" />
          </Form.Item>
        </Flex>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={languages.map((language) => ({
            key: language,
            label: (
              <span data-testid={`template-tab-${language}`} data-has-problem={hasProblemIn(language)} style={hasProblemIn(language) ? { color: 'var(--ant-color-error, #ff4d4f)' } : undefined}>
                {hasProblemIn(language) ? <ExclamationCircleOutlined style={{ marginInlineEnd: 4 }} /> : null}
                {t(`common:languages.${language}`)}
              </span>
            ),
            children: <TemplateTextsTab draft={draft} language={language} facts={factsFor(Boolean(draft.module))} moduleNoun={moduleNoun} problems={problems} onChange={setDraft} />,
          }))}
        />
        <Flex gap={8} justify="space-between" wrap style={{ marginBlockStart: 16 }}>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={action.isPending} data-testid="template-save">
            {t('save')}
          </Button>
          {templateId ? (
            <Popconfirm title={t('deleteConfirm')} okText={t('delete')} okButtonProps={{ danger: true }} onConfirm={() => void remove()}>
              <Button danger icon={<DeleteOutlined />} data-testid="template-delete">
                {t('delete')}
              </Button>
            </Popconfirm>
          ) : null}
        </Flex>
      </Form>
      <div style={{ flex: '2 1 320px', minInlineSize: 0 }}>
        <TemplateDraftPreview draft={draft} source={source} />
      </div>
    </Flex>
  );
}
