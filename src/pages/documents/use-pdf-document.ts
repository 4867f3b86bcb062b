import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useDocumentFiles } from './document-files';
import { LIBRARY_API } from './library-params';

/**
 * A document's current file opened with pdf.js: fetched through the download route (the session's API client, same
 * origin, with its credentials), then parsed in pdf.js's worker. The PDF is closed when it changes or the page leaves.
 */
export function usePdfDocument(id: string, version: number) {
  const files = useDocumentFiles();
  // The same key as the image preview's: a new version is fetched again, never re-fetched on focus.
  const file = useSWR([LIBRARY_API.document(id, 'download'), version], () => files.fetchFile(id), { revalidateOnFocus: false, shouldRetryOnError: false });
  const blob = file.data?.blob;
  const [opened, setOpened] = useState<{ blob: Blob; pdf?: PDFDocumentProxy; error?: unknown }>();
  useEffect(() => {
    if (!blob) return undefined;
    let isCurrent = true;
    let pdf: PDFDocumentProxy | undefined;
    blob
      .arrayBuffer()
      .then(async (bytes) => {
        const loaded = await (await import('./load-pdf')).loadPdf(bytes);
        if (isCurrent) {
          pdf = loaded;
          setOpened({ blob, pdf });
        } else void loaded.destroy();
      })
      .catch((error: unknown) => {
        if (isCurrent) setOpened({ blob, error });
      });
    return () => {
      isCurrent = false;
      void pdf?.destroy();
    };
  }, [blob]);
  const current = opened?.blob === blob ? opened : undefined;
  return { pdf: current?.pdf, error: (file.error as unknown) ?? current?.error, retry: () => void file.mutate() };
}
