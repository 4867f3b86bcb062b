import useSWR from 'swr';
import { useOpenedPdf } from '../documents/use-opened-pdf';
import { useSigningApi } from './signing-api';

/** The document a link signs, fetched from /api/sign/document and opened with pdf.js. */
export function useSigningPdf(token: string) {
  const signing = useSigningApi();
  const file = useSWR(['sign-document', token], () => signing.document(token), { revalidateOnFocus: false, shouldRetryOnError: false });
  const { pdf, error } = useOpenedPdf(file.data?.blob);
  return { pdf, error: (file.error as unknown) ?? error, retry: () => void file.mutate() };
}
