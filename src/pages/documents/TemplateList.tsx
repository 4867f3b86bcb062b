import { DeleteOutlined, EditOutlined, FileDoneOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { useTerm } from '../../app/office/use-term';
import type { TemplateView } from './template-production';
import { useModuleNoun } from './use-module-noun';

/** What the list lets do with the office's own templates, when the user may write them. */
export interface TemplateWrites {
  onEdit(templateId: string): void;
  onDelete(templateId: string): void;
}

/**
 * The office's templates, its office type's and its own: name, what it is for, its type, what it is produced from,
 * its formats, and the action producing one; the office's own ones also edited and deleted by who may write them.
 */
export function TemplateList({ templates, labelOf, type, onProduce, writes }: { templates: readonly TemplateView[]; labelOf(type: string): string; type?: string; onProduce(templateId: string): void; writes?: TemplateWrites }) {
  const { t, i18n } = useTranslation('documents');
  const term = useTerm();
  const nounOf = useModuleNoun();
  const shown = type ? templates.filter((template) => template.documentType === type) : templates;
  // What a template is produced from: a module's record, in the office's word for it, or a client.
  const source = (template: TemplateView): string => {
    if (!template.module) return t('templates.forClient', { client: term('client') });
    return t('templates.forRecord', { module: nounOf(template.module) });
  };
  if (shown.length === 0) return <Empty description={t('templates.empty')} data-testid="templates-empty" />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="template-list">
      {shown.map((template) => {
        const name = pickText(template.name, i18n.language);
        const isOwn = template.source === 'office';
        return (
          <li key={template.id} style={{ paddingBlock: 12, borderBlockEnd: '1px solid var(--ant-color-split, rgba(5, 5, 5, 0.06))' }} data-testid="template-item" data-source={template.source}>
            <Flex gap={12} align="start" wrap>
              <FileDoneOutlined style={{ fontSize: 24 }} />
              <Flex vertical gap={4} flex={1}>
                <Typography.Text strong>{name}</Typography.Text>
                {template.description ? <Typography.Text type="secondary">{pickText(template.description, i18n.language)}</Typography.Text> : null}
                <Flex gap={4} wrap align="center">
                  <Tag>{labelOf(template.documentType)}</Tag>
                  <Tag variant="filled">{source(template)}</Tag>
                  {isOwn ? <Tag color="blue">{t('templates:ofOffice')}</Tag> : null}
                  <Typography.Text type="secondary">{t('templates.outputs', { formats: (template.outputs ?? ['pdf']).map((format) => format.toUpperCase()).join(', ') })}</Typography.Text>
                </Flex>
              </Flex>
              <Flex gap={8} wrap>
                {isOwn && writes ? (
                  <>
                    <Button icon={<EditOutlined />} onClick={() => writes.onEdit(template.id)} aria-label={t('templates:editNamed', { name })} data-testid="template-edit">
                      {t('templates:edit')}
                    </Button>
                    <Popconfirm title={t('templates:deleteConfirm')} okText={t('templates:delete')} okButtonProps={{ danger: true }} onConfirm={() => writes.onDelete(template.id)}>
                      <Button danger icon={<DeleteOutlined />} aria-label={t('templates:deleteNamed', { name })} data-testid="template-delete" />
                    </Popconfirm>
                  </>
                ) : null}
                <Button icon={<FilePdfOutlined />} onClick={() => onProduce(template.id)} aria-label={t('generate.produceNamed', { name })} data-testid="template-produce">
                  {t('generate.produce')}
                </Button>
              </Flex>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
