import { Flex, Skeleton } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/chrome/ErrorState';
import { PdfPage } from '../documents/PdfPage';
import { useElementWidth } from '../documents/use-element-width';
import type { SigningField } from './signing-api';
import { useSigningPdf } from './use-signing-pdf';

/**
 * Every page of the document a link signs, drawn with pdf.js at the column's width, each with the participant's boxes
 * laid over it (`renderField`) where the sender placed them.
 */
export function SigningPages({ token, name, fields, renderField }: { token: string; name: string; fields: readonly SigningField[]; renderField(field: SigningField): ReactNode }) {
  const { t } = useTranslation('sign');
  const container = useRef<HTMLDivElement>(null);
  const width = useElementWidth(container);
  const { pdf, error, retry } = useSigningPdf(token);

  const content = () => {
    if (error) return <ErrorState error={error} title={t('guide.loadFailed')} onRetry={retry} />;
    if (!pdf) {
      return (
        <div data-testid="sign-pdf-loading">
          <Skeleton active paragraph={{ rows: 12 }} />
        </div>
      );
    }
    return (
      <Flex vertical gap={16}>
        {Array.from({ length: pdf.numPages }, (_, index) => index + 1).map((number) => (
          // Boxes are placed by the page's own left and top, whatever the language's direction.
          <div key={number} dir="ltr" style={{ position: 'relative', containerType: 'inline-size' }} data-testid={`sign-page-${number}`}>
            <PdfPage pdf={pdf} number={number} width={width} label={t('guide.page', { page: number, count: pdf.numPages })} onError={() => undefined} />
            {fields.filter((field) => field.page === number).map((field) => renderField(field))}
          </div>
        ))}
      </Flex>
    );
  };

  return (
    <div ref={container} role="region" aria-label={t('guide.documentRegion', { name })} data-testid="sign-document">
      {content()}
    </div>
  );
}
