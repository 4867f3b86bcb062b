import { FileDoneOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocumentTemplate } from '../../../engine/generated/config-types';
import { pickText } from '../../../engine/i18n/languages';
import { useTerm } from '../../app/office/use-term';
import { useModuleNoun } from './use-module-noun';

/** The office's templates (its office type's documents.templates): name, what it is for, its type, what it is produced from, its formats, and the action producing one. */
export function TemplateList({ templates, labelOf, type, onProduce }: { templates: readonly DocumentTemplate[]; labelOf(type: string): string; type?: string; onProduce(templateId: string): void }) {
  const { t, i18n } = useTranslation('documents');
  const term = useTerm();
  const nounOf = useModuleNoun();
  const shown = type ? templates.filter((template) => template.documentType === type) : templates;
  // What a template is produced from: a module's record, in the office's word for it, or a client.
  const source = (template: DocumentTemplate): string => {
    if (!template.module) return t('templates.forClient', { client: term('client') });
    return t('templates.forRecord', { module: nounOf(template.module) });
  };
  if (shown.length === 0) return <Empty description={t('templates.empty')} data-testid="templates-empty" />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="template-list">
      {shown.map((template) => (
        <li key={template.id} style={{ paddingBlock: 12, borderBlockEnd: '1px solid var(--ant-color-split, rgba(5, 5, 5, 0.06))' }} data-testid="template-item">
          <Flex gap={12} align="start">
            <FileDoneOutlined style={{ fontSize: 24 }} />
            <Flex vertical gap={4} flex={1}>
              <Typography.Text strong>{pickText(template.name, i18n.language)}</Typography.Text>
              {template.description ? <Typography.Text type="secondary">{pickText(template.description, i18n.language)}</Typography.Text> : null}
              <Flex gap={4} wrap align="center">
                <Tag>{labelOf(template.documentType)}</Tag>
                <Tag variant="filled">{source(template)}</Tag>
                <Typography.Text type="secondary">{t('templates.outputs', { formats: (template.outputs ?? ['pdf']).map((format) => format.toUpperCase()).join(', ') })}</Typography.Text>
              </Flex>
            </Flex>
            <Button icon={<FilePdfOutlined />} onClick={() => onProduce(template.id)} aria-label={t('generate.produceNamed', { name: pickText(template.name, i18n.language) })} data-testid="template-produce">
              {t('generate.produce')}
            </Button>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
