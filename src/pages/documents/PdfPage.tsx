import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { pageScale } from './pdf-pages';

const isCancelled = (error: unknown) => error instanceof Error && error.name === 'RenderingCancelledException';

/** One page of a PDF drawn on a canvas `width` CSS pixels wide, drawn again when the width changes. */
export function PdfPage({ pdf, number, width, label, onError }: { pdf: PDFDocumentProxy; number: number; width: number; label: string; onError(error: unknown): void }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [isDrawn, setIsDrawn] = useState(false);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || width <= 0) return undefined;
    let isCurrent = true;
    let task: RenderTask | undefined;
    pdf
      .getPage(number)
      .then(async (page) => {
        if (!isCurrent) return;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: pageScale(page.getViewport({ scale: 1 }).width, width, ratio) });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.aspectRatio = `${viewport.width} / ${viewport.height}`;
        task = page.render({ canvas, viewport });
        await task.promise;
        if (isCurrent) setIsDrawn(true);
      })
      .catch((error: unknown) => {
        if (isCurrent && !isCancelled(error)) onError(error);
      });
    return () => {
      isCurrent = false;
      task?.cancel();
    };
  }, [pdf, number, width, onError]);
  return (
    <canvas
      ref={ref}
      // A canvas draws text in its element's direction: in a right-to-left page pdf.js's glyphs would each be drawn
      // ending, not starting, where the PDF places them.
      dir="ltr"
      role="img"
      aria-label={label}
      data-testid={`pdf-page-${number}`}
      data-drawn={isDrawn}
      style={{ display: 'block', inlineSize: '100%', boxShadow: '0 1px 4px rgba(0, 0, 0, 0.2)', background: '#fff' }}
    />
  );
}
