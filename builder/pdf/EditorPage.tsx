import type { PDFDocumentProxy } from 'pdfjs-dist';
import { PdfPage } from '../../src/pages/documents/PdfPage';
import type { OverlayBox } from '../../src/pages/signing/FieldOverlay';
import type { FractionBox, Size } from '../../src/pages/signing/field-geometry';
import { EditorOverlay } from './EditorOverlay';

interface EditorPageProps {
  pdf: PDFDocumentProxy;
  number: number;
  width: number;
  /** The page's drawn size, once its proportions are known; the fields wait for it. */
  size?: Size;
  label: string;
  boxes: OverlayBox[];
  selected?: string;
  snapping: boolean;
  onSelect(id: string | undefined): void;
  onPlace(page: number, point: { x: number; y: number }, size: Size): void;
  onChange(id: string, box: FractionBox): void;
  onError(error: unknown): void;
}

/** One page of the template drawn by pdf.js with its fields over it in edit mode, the overlay as large as the page. */
export function EditorPage({ pdf, number, width, size, label, boxes, selected, snapping, onSelect, onPlace, onChange, onError }: EditorPageProps) {
  return (
    // The page and its fields keep the PDF's own left-to-right geometry in a right-to-left screen.
    <div dir="ltr" style={{ position: 'relative', inlineSize: width }} data-testid={`field-page-${number}`}>
      <PdfPage pdf={pdf} number={number} width={width} label={label} onError={onError} />
      {size ? <EditorOverlay size={size} boxes={boxes} selected={selected} snapping={snapping} onSelect={onSelect} onPlace={(point) => onPlace(number, point, size)} onChange={onChange} /> : null}
    </div>
  );
}
