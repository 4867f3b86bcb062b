import { Alert, Flex, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { PDF_TEMPLATES_API } from '../../../builder/pdf/pdf-template-calls';
import type * as Api from '../../api/generated/api-types';
import { useOffice } from '../../app/office/office-context';
import type { SignedDocument } from './DocumentChoice';

/** The feature that gives an office its PDF form templates. */
export const PDF_FORMS_FEATURE = 'pdf-forms';

/** A template as the API answers it, its fields with it. */
export type ChosenTemplate = Api.PdfTemplateAnswer['data'];

/** The list of the templates made from one library document. */
export const templatesOfDocument = (documentId: string) => `${PDF_TEMPLATES_API.list}?documentId=${encodeURIComponent(documentId)}`;

interface TemplateChoiceProps {
  document: SignedDocument;
  /** Whether the dialog has boxes already: choosing a template replaces them, so it asks first. */
  hasFields: boolean;
  /** What the last choice placed: how many boxes, and how many of its fields had no place. */
  outcome?: { placed: number; skipped: number };
  /** The chosen template, its fields read; the caller turns them into boxes. */
  onChoose(template: ChosenTemplate): void;
}

/**
 * "Start from a template": the PDF form templates made from the document being sent (the pdf-forms feature on),
 * offered when there are any; choosing one reads its fields and hands them over. Nothing shows when there are none.
 */
export function TemplateChoice({ document, hasFields, outcome, onChoose }: TemplateChoiceProps) {
  const { t } = useTranslation('signing');
  const { office } = useOffice();
  const { fetcher } = useSWRConfig();
  const hasFeature = office && !office.isPublic ? office.enabledFeatures.includes(PDF_FORMS_FEATURE) : false;
  const list = useSWR<Api.PdfTemplatesAnswer>(hasFeature ? templatesOfDocument(document.id) : null, { revalidateOnFocus: false });
  const [chosen, setChosen] = useState<string>();
  const [isReading, setIsReading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState<number>();
  const templates = list.data?.data ?? [];
  if (templates.length === 0) return null;

  const read = async (id: string) => {
    setIsReading(true);
    setFailed(false);
    try {
      if (!fetcher) throw new Error('No SWR fetcher is configured');
      const answer = (await fetcher(PDF_TEMPLATES_API.template(id))) as Api.PdfTemplateAnswer;
      setChosen(id);
      setVersion(answer.data.documentVersion);
      onChoose(answer.data);
    } catch {
      setFailed(true);
    } finally {
      setIsReading(false);
    }
  };
  const choose = (id: string) => {
    if (!hasFields) return void read(id);
    Modal.confirm({ title: t('send.template.replaceTitle'), content: t('send.template.replaceText'), okText: t('send.template.replace'), cancelText: t('send.back'), onOk: () => read(id) });
  };

  return (
    <Flex vertical gap={6} data-testid="template-choice">
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{t('send.template.label')}</Typography.Text>
        <Select
          aria-label={t('send.template.label')}
          placeholder={t('send.template.placeholder')}
          value={chosen}
          loading={isReading}
          onChange={choose}
          style={{ minInlineSize: 260 }}
          options={templates.map((template) => ({ value: template.id, label: t('send.template.option', { name: template.name, count: template.fieldCount }) }))}
          data-testid="template-select"
        />
      </Flex>
      <Typography.Text type="secondary">{t('send.template.hint')}</Typography.Text>
      {chosen && outcome && !isReading ? (
        <Alert type={outcome.skipped ? 'warning' : 'success'} showIcon title={[t('send.template.placed', { count: outcome.placed }), outcome.skipped ? t('send.template.skipped', { count: outcome.skipped }) : ''].filter(Boolean).join(' ')} data-testid="template-outcome" />
      ) : null}
      {failed ? <Alert type="error" showIcon title={t('send.template.failed')} data-testid="template-failed" /> : null}
      {chosen && version !== undefined && version !== document.version ? (
        <Alert type="warning" showIcon title={t('send.template.otherVersion', { version, current: document.version })} data-testid="template-other-version" />
      ) : null}
    </Flex>
  );
}
