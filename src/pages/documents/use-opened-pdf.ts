import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';

/**
 * A PDF's bytes opened with pdf.js (its code fetched on first use), parsed in its worker; the PDF is closed when the
 * bytes change or the page leaves. The library's preview and the signer's page share it.
 */
export function useOpenedPdf(blob: Blob | undefined): { pdf?: PDFDocumentProxy; error?: unknown } {
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
  return { pdf: current?.pdf, error: current?.error };
}
