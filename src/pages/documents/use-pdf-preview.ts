import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';

/** How long the choices rest before the preview is asked for again. */
export const PREVIEW_DELAY_MS = 400;

interface PreviewState {
  key: string;
  pdf?: PDFDocumentProxy;
  error?: unknown;
}

/**
 * A PDF the server produces to be looked at, opened with pdf.js: asked for again (after the choices rest) whenever
 * `key` changes, an older answer dropped when a newer one is asked for; nothing while `key` is empty.
 */
export function usePdfPreview(key: string, fetchBytes: () => Promise<ArrayBuffer>) {
  const [state, setState] = useState<PreviewState>();
  // The latest way to ask, read when the timer fires: the key alone decides when to ask again.
  const fetchLatest = useRef(fetchBytes);
  fetchLatest.current = fetchBytes;
  useEffect(() => {
    if (!key) return undefined;
    let isCurrent = true;
    let pdf: PDFDocumentProxy | undefined;
    const timer = setTimeout(() => {
      fetchLatest
        .current()
        .then(async (bytes) => {
          const loaded = await (await import('./load-pdf')).loadPdf(bytes);
          if (isCurrent) {
            pdf = loaded;
            setState({ key, pdf });
          } else void loaded.destroy();
        })
        .catch((error: unknown) => {
          if (isCurrent) setState({ key, error });
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
      void pdf?.destroy();
    };
  }, [key]);
  const current = state?.key === key ? state : undefined;
  return { pdf: current?.pdf, error: current?.error, isLoading: Boolean(key) && !current };
}
