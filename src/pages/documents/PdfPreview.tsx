import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/chrome/ErrorState';
import { PdfPage } from './PdfPage';
import { pagesToShow } from './pdf-pages';
import { useElementWidth } from './use-element-width';
import { usePdfDocument } from './use-pdf-document';

/**
 * A PDF's pages drawn with pdf.js at the preview's width: the first ten, and the download for the rest. This file is
 * loaded only by the document's page (a dynamic import), and pdf.js only once a PDF's bytes have arrived. If the file
 * cannot be fetched or drawn, it is offered for download.
 */
export function PdfPreview({ id, version, name, onDownload }: { id: string; version: number; name: string; onDownload(): void }) {
  const { t } = useTranslation('documents');
  const container = useRef<HTMLDivElement>(null);
  const width = useElementWidth(container);
  const { pdf, error, retry } = usePdfDocument(id, version);
  const [pageError, setPageError] = useState<unknown>();
  const failure = error ?? pageError;
  const download = (
    <Button icon={<DownloadOutlined />} onClick={onDownload}>
      {t('download')}
    </Button>
  );

  const content = () => {
    if (failure) {
      const onRetry = () => {
        setPageError(undefined);
        retry();
      };
      return (
        <Flex vertical align="center" data-testid="pdf-preview-failed">
          <ErrorState error={failure} title={t('detail.previewFailed')} onRetry={onRetry} />
          {download}
        </Flex>
      );
    }
    if (!pdf) {
      return (
        <div data-testid="pdf-loading">
          <Skeleton active paragraph={{ rows: 12 }} />
        </div>
      );
    }
    const { pages, more } = pagesToShow(pdf.numPages);
    return (
      <Flex vertical gap={16}>
        {pages.map((number) => (
          <PdfPage key={number} pdf={pdf} number={number} width={width} label={t('detail.pageOf', { page: number, count: pdf.numPages })} onError={setPageError} />
        ))}
        {more > 0 && <Alert type="info" title={t('detail.morePages', { count: more })} action={download} data-testid="pdf-more-pages" />}
      </Flex>
    );
  };

  return (
    <div ref={container} aria-label={t('detail.previewOf', { name })} role="region" data-testid="pdf-preview">
      {content()}
    </div>
  );
}
