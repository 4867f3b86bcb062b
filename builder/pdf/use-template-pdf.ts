import useSWR from 'swr';
import { useOpenedPdf } from '../../src/pages/documents/use-opened-pdf';
import { PDF_TEMPLATES_API, usePdfTemplateCalls } from './pdf-template-calls';

/** A template's original PDF opened with pdf.js, fetched once per template. */
export function useTemplatePdf(id: string) {
  const calls = usePdfTemplateCalls();
  const file = useSWR([PDF_TEMPLATES_API.template(id, 'pdf')], () => calls.fetchPdf(id), { revalidateOnFocus: false, shouldRetryOnError: false });
  const { pdf, error } = useOpenedPdf(file.data?.blob);
  return { pdf, error: (file.error as unknown) ?? error };
}
