import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A PDF's place in the preview. TODO(#23): pdf.js (pdfjs-dist ~5.6.205, STACK.md) draws its pages here once it is in
 * package.json; this file is loaded only by the document's page (a dynamic import), so its worker will be too. Until
 * then the PDF is offered for download: the browser's own viewer cannot stand in, as the app's Content Security
 * Policy (server/app.ts: default-src 'self', no frame-src) refuses to frame the file's bytes (a blob: address).
 */
export function PdfPreview({ name, onDownload }: { name: string; onDownload(): void }) {
  const { t } = useTranslation('documents');
  return (
    <Flex vertical align="center" gap={12} style={{ paddingBlock: 32 }} data-testid="pdf-preview">
      <FilePdfOutlined style={{ fontSize: 48 }} />
      <bdi dir="ltr">{name}</bdi>
      <Typography.Text type="secondary">{t('detail.noPreview')}</Typography.Text>
      <Button icon={<DownloadOutlined />} onClick={onDownload}>
        {t('download')}
      </Button>
    </Flex>
  );
}
