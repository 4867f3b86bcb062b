import useSWR from 'swr';
import { useDocumentFiles } from './document-files';
import { LIBRARY_API } from './library-params';
import { useOpenedPdf } from './use-opened-pdf';

/**
 * A document's current file opened with pdf.js: fetched through the download route (the session's API client, same
 * origin, with its credentials), then parsed in pdf.js's worker. The PDF is closed when it changes or the page leaves.
 */
export function usePdfDocument(id: string, version: number) {
  const files = useDocumentFiles();
  // The same key as the image preview's: a new version is fetched again, never re-fetched on focus.
  const file = useSWR([LIBRARY_API.document(id, 'download'), version], () => files.fetchFile(id), { revalidateOnFocus: false, shouldRetryOnError: false });
  const { pdf, error } = useOpenedPdf(file.data?.blob);
  return { pdf, error: (file.error as unknown) ?? error, retry: () => void file.mutate() };
}
