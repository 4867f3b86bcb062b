import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Image, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryDocument } from '../../api/document-answers';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useFileUrl } from './use-file-url';

// Only this page loads the PDF viewer's code.
const PdfPreview = lazy(() => import('./PdfPreview').then((module) => ({ default: module.PdfPreview })));

const kindOf = (contentType: string | null): 'pdf' | 'image' | 'other' => (contentType === 'application/pdf' ? 'pdf' : contentType?.startsWith('image/') ? 'image' : 'other');

/** The current file: an image inline, a PDF's pages (PdfPreview.tsx), anything else as an icon with its download. */
export function DocumentPreview({ document, onDownload }: { document: LibraryDocument; onDownload(): void }) {
  const { t } = useTranslation('documents');
  const kind = kindOf(document.contentType);
  // An image's bytes are fetched here; a PDF's by its viewer (PdfPreview.tsx).
  const file = useFileUrl(document.id, document.version, document.version > 0 && kind === 'image');
  const name = document.fileName ?? document.name;

  const content = () => {
    if (document.version === 0) return <Empty description={t('detail.noFile')} />;
    if (kind === 'other') {
      return (
        <Flex vertical align="center" gap={12} style={{ paddingBlock: 32 }} data-testid="file-preview">
          <FileOutlined style={{ fontSize: 48 }} />
          <Typography.Text type="secondary">{t('detail.noPreview')}</Typography.Text>
          <Button icon={<DownloadOutlined />} onClick={onDownload}>
            {t('download')}
          </Button>
        </Flex>
      );
    }
    if (kind === 'pdf') {
      return (
        <Suspense fallback={<Skeleton active />}>
          <PdfPreview id={document.id} version={document.version} name={name} onDownload={onDownload} />
        </Suspense>
      );
    }
    if (file.error) return <ErrorState error={file.error} title={t('detail.previewFailed')} onRetry={file.retry} />;
    if (!file.url) return <Skeleton active paragraph={{ rows: 8 }} />;
    return <Image src={file.url} alt={t('detail.previewOf', { name })} style={{ maxBlockSize: '70vh', objectFit: 'contain' }} data-testid="image-preview" />;
  };

  return (
    <Card size="small" title={t('detail.preview')} data-testid="document-preview">
      {content()}
    </Card>
  );
}
