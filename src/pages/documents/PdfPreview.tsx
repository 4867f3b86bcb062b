import { useTranslation } from 'react-i18next';

/**
 * A PDF shown by the browser's own viewer, from the bytes the page already fetched with the session.
 * TODO(#23): pdf.js (pdfjs-dist ~5.6.205, STACK.md) draws the pages here once it is in package.json; this file is
 * loaded only by the document's page (a dynamic import), so its worker will be too.
 */
export function PdfPreview({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('documents');
  return <iframe src={url} title={t('detail.previewOf', { name })} style={{ inlineSize: '100%', blockSize: '70vh', border: 0, borderRadius: 8 }} data-testid="pdf-preview" />;
}
