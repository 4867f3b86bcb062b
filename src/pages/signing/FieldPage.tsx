import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { PdfPage } from '../documents/PdfPage';
import { FieldOverlay, type OverlayBox } from './FieldOverlay';
import type { FractionBox } from './field-geometry';

interface FieldPageProps {
  pdf: PDFDocumentProxy;
  number: number;
  width: number;
  label: string;
  boxes: OverlayBox[];
  selected?: string;
  onSelect(id: string | undefined): void;
  onPlace(page: number, point: { x: number; y: number }, size: { width: number; height: number }): void;
  onChange(id: string, box: FractionBox): void;
  onError(error: unknown): void;
}

/** One page drawn by pdf.js with its boxes over it, the overlay as large as the drawn page. */
export function FieldPage({ pdf, number, width, label, boxes, selected, onSelect, onPlace, onChange, onError }: FieldPageProps) {
  const [ratio, setRatio] = useState<number>();
  useEffect(() => {
    let isCurrent = true;
    pdf
      .getPage(number)
      .then((page) => {
        const viewport = page.getViewport({ scale: 1 });
        if (isCurrent) setRatio(viewport.height / viewport.width);
      })
      .catch((error: unknown) => {
        if (isCurrent) onError(error);
      });
    return () => {
      isCurrent = false;
    };
  }, [pdf, number, onError]);
  const size = ratio && width > 0 ? { width, height: Math.round(width * ratio) } : undefined;
  return (
    // The page and its boxes keep the PDF's own left-to-right geometry in a right-to-left screen.
    <div dir="ltr" style={{ position: 'relative', inlineSize: width }} data-testid={`field-page-${number}`}>
      <PdfPage pdf={pdf} number={number} width={width} label={label} onError={onError} />
      {size ? <FieldOverlay size={size} boxes={boxes} selected={selected} onSelect={onSelect} onPlace={(point) => onPlace(number, point, size)} onChange={onChange} /> : null}
    </div>
  );
}
