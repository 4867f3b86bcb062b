import { drawObject, PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, PDFStream, popGraphicsState, pushGraphicsState, translate, type PDFDocument, type PDFPage } from 'pdf-lib';

// Annotation flags (PDF 32000 §12.5.3): hidden, no view.
const HIDDEN = 2;
const NO_VIEW = 32;

function numbers(value: unknown): number[] {
  return value instanceof PDFArray ? value.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : 0)) : [];
}

/** The appearance an annotation shows now (its /AP /N, picked by /AS when it has states), if any. */
function shownAppearance(doc: PDFDocument, annotation: PDFDict): PDFRef | PDFStream | undefined {
  const appearances = annotation.lookupMaybe(PDFName.of('AP'), PDFDict);
  const normal = appearances?.get(PDFName.of('N'));
  const resolved = normal instanceof PDFRef ? doc.context.lookup(normal) : normal;
  if (resolved instanceof PDFStream) return normal as PDFRef | PDFStream;
  if (resolved instanceof PDFDict) {
    const state = annotation.lookupMaybe(PDFName.of('AS'), PDFName);
    const chosen = state && resolved.get(state);
    if (chosen && (chosen instanceof PDFRef ? doc.context.lookup(chosen) : chosen) instanceof PDFStream) return chosen as PDFRef | PDFStream;
  }
  return undefined;
}

/** Paints an annotation's appearance into the page's content at its rectangle, as pdf-lib's form flattening does. */
function paintInto(doc: PDFDocument, page: PDFPage, annotation: PDFDict): void {
  const appearance = shownAppearance(doc, annotation);
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = numbers(annotation.lookup(PDFName.of('Rect')));
  const flags = annotation.lookupMaybe(PDFName.of('F'), PDFNumber)?.asNumber() ?? 0;
  if (!appearance || flags & (HIDDEN | NO_VIEW)) return;
  const stream = (appearance instanceof PDFRef ? doc.context.lookup(appearance) : appearance) as PDFStream;
  const [boxX = 0, boxY = 0] = numbers(stream.dict.lookup(PDFName.of('BBox')));
  const reference = appearance instanceof PDFRef ? appearance : doc.context.register(appearance);
  const name = page.node.newXObject('Flat', reference);
  page.pushOperators(pushGraphicsState(), translate(Math.min(x1, x2) - boxX, Math.min(y1, y2) - boxY), drawObject(name), popGraphicsState());
}

/**
 * Makes the pages final: every annotation but links (form fields' widgets, notes, stamps, drawings) painted into its
 * page as it shows now and removed, and the form dropped, so nothing is left to fill or edit. A field without an
 * appearance of its own (a form asking the reader to draw it) shows nothing.
 */
export function flattenAnnotations(doc: PDFDocument): void {
  for (const page of doc.getPages()) {
    const annotations = page.node.Annots();
    if (!annotations) continue;
    const kept = annotations.asArray().filter((entry) => {
      const annotation = doc.context.lookup(entry);
      if (!(annotation instanceof PDFDict)) return false;
      if (annotation.lookupMaybe(PDFName.of('Subtype'), PDFName) === PDFName.of('Link')) return true;
      paintInto(doc, page, annotation);
      return false;
    });
    if (kept.length > 0) page.node.set(PDFName.of('Annots'), doc.context.obj(kept));
    else page.node.delete(PDFName.of('Annots'));
  }
  doc.catalog.delete(PDFName.of('AcroForm'));
}
