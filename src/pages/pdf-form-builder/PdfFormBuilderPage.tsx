import { UploadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, List, Popconfirm, Skeleton, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { PDF_TEMPLATES_API, usePdfTemplateCalls } from '../../../builder/pdf/pdf-template-calls';
import { PdfTemplateEditor } from '../../../builder/pdf/PdfTemplateEditor';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useNotify } from '../../notifications/notifications';

// The template the editor opens, by its id in the address (?template=…), read from the server.
function TemplateScreen({ id, onBack }: { id: string; onBack(): void }) {
  const calls = usePdfTemplateCalls();
  const { data, error, mutate } = useSWR([PDF_TEMPLATES_API.template(id)], () => calls.get(id), { revalidateOnFocus: false });
  if (error) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (!data) return (
      <div data-testid="template-loading">
        <Skeleton active />
      </div>
    );
  return <PdfTemplateEditor key={data.id} template={data} onBack={onBack} onSaved={(saved) => void mutate(saved, { revalidate: false })} />;
}

/**
 * /pdf-form-builder (issue 25, spec 2 §2): the office's PDF templates, a PDF uploaded to start one, and the editor
 * of the one chosen (?template=…), where its fields are placed and filled.
 */
export function PdfFormBuilderPage() {
  const { t } = useTranslation('pdfBuilder');
  // The app's notifications: the shell has no antd <App>, whose `message` would be empty there.
  const notify = useNotify();
  const calls = usePdfTemplateCalls();
  const [params, setParams] = useSearchParams();
  const [isUploading, setIsUploading] = useState(false);
  const list = useSWR([PDF_TEMPLATES_API.list], () => calls.list());
  const open = (id: string | undefined) => setParams(id ? { template: id } : {});
  const chosen = params.get('template');
  if (chosen) return <TemplateScreen id={chosen} onBack={() => { open(undefined); void list.mutate(); }} />;

  const upload = async (file: File) => {
    setIsUploading(true);
    try {
      const created = await calls.upload(file);
      open(created.id);
    } catch (caught) {
      notify({ message: caught instanceof Error ? caught.message : String(caught), severity: 'error' });
    } finally {
      setIsUploading(false);
    }
  };
  const remove = async (id: string) => {
    await calls.remove(id);
    notify({ message: t('list.deleted'), severity: 'success' });
    void list.mutate();
  };
  const uploadButton = (
    <Upload accept="application/pdf,.pdf" showUploadList={false} beforeUpload={(file) => { void upload(file); return false; }}>
      <Button type="primary" icon={<UploadOutlined />} loading={isUploading} data-testid="template-upload">
        {isUploading ? t('list.uploading') : t('list.upload')}
      </Button>
    </Upload>
  );

  return (
    <Flex vertical gap={16} data-testid="pdf-form-builder">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('intro')}</Typography.Text>
        </div>
        {uploadButton}
      </Flex>
      {list.error ? (
        <ErrorState error={list.error} title={t('list.loadFailed')} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <div data-testid="templates-loading">
          <Skeleton active />
        </div>
      ) : list.data.length === 0 ? (
        <Empty description={t('list.empty')} data-testid="templates-empty">
          {uploadButton}
        </Empty>
      ) : (
        <List
          bordered
          data-testid="templates-list"
          dataSource={list.data}
          renderItem={(template) => (
            <List.Item
              data-testid="template-row"
              actions={[
                <Button key="open" type="link" onClick={() => open(template.id)} data-testid="template-open">
                  {t('list.open')}
                </Button>,
                <Popconfirm key="delete" title={t('list.deleteConfirm')} onConfirm={() => remove(template.id)}>
                  <Button type="link" danger>
                    {t('list.delete')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta title={template.name} description={`${template.pdfFileName} · ${t('list.pages', { count: template.pageCount })} · ${t('list.fields', { count: template.fieldCount })}`} />
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
