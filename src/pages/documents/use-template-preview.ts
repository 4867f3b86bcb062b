import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { useTemplateProduction, type ProductionTarget } from './template-production';

/** How long the choices rest before the preview is asked for again. */
export const PREVIEW_DELAY_MS = 400;

interface PreviewState {
  key: string;
  pdf?: PDFDocumentProxy;
  error?: unknown;
}

/**
 * The template produced for the target, opened with pdf.js: asked for again (after the choices rest) whenever they
 * change, an older answer dropped when a newer one is asked for; nothing while there is no target. `attempt` asks again.
 */
export function useTemplatePreview(templateId: string, target: ProductionTarget | undefined, attempt = 0) {
  const production = useTemplateProduction();
  const key = target ? JSON.stringify([templateId, target, attempt]) : '';
  const [state, setState] = useState<PreviewState>();
  useEffect(() => {
    if (!target) return undefined;
    let isCurrent = true;
    let pdf: PDFDocumentProxy | undefined;
    const timer = setTimeout(() => {
      production
        .preview(templateId, target)
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
    // The key holds the target's content: a new object of the same choices asks nothing again.
  }, [key, production]);
  const current = state?.key === key ? state : undefined;
  return { pdf: current?.pdf, error: current?.error, isLoading: Boolean(target) && !current };
}
