import { Alert, Skeleton, Typography } from 'antd';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { clientMessage } from '../../api/messages';
import { PdfPage } from './PdfPage';
import { pagesToShow } from './pdf-pages';
import { useElementWidth } from './use-element-width';

/** Why a preview failed, in the user's language: the server's message and its fields' complaints. */
function FailedPreview({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation('documents');
  const message = error instanceof ApiError ? error.message : clientMessage('unexpected', i18n.language);
  const details = error instanceof ApiError ? error.fieldErrors.map((field) => field.message) : [];
  return <Alert type="error" showIcon role="alert" title={t('generate.previewFailed')} description={[message, ...details].join(' · ')} data-testid="generate-preview-failed" />;
}

/** The live preview of a template being produced: its pages drawn with pdf.js, a hint before there is a target. */
export function TemplatePreview({ pdf, error, isLoading, hint }: { pdf?: PDFDocumentProxy; error?: unknown; isLoading: boolean; hint: string }) {
  const { t } = useTranslation('documents');
  const container = useRef<HTMLDivElement>(null);
  const width = useElementWidth(container);
  const [pageError, setPageError] = useState<unknown>();
  const content = () => {
    if (error) return <FailedPreview error={error} />;
    if (isLoading) return <Skeleton active paragraph={{ rows: 10 }} data-testid="generate-preview-loading" />;
    if (!pdf) return <Typography.Text type="secondary" data-testid="generate-preview-hint">{hint}</Typography.Text>;
    if (pageError) return <FailedPreview error={pageError} />;
    const { pages } = pagesToShow(pdf.numPages);
    return pages.map((number) => <PdfPage key={number} pdf={pdf} number={number} width={width} label={t('detail.pageOf', { page: number, count: pdf.numPages })} onError={setPageError} />);
  };
  return (
    <div ref={container} style={{ display: 'flex', flexDirection: 'column', gap: 16 }} role="region" aria-label={t('generate.preview')} aria-busy={isLoading} data-testid="generate-preview">
      {content()}
    </div>
  );
}
