import { degrees, type Degrees, type PDFPage } from 'pdf-lib';

/** A field's box on its page: sizes in points, and where a point of the box is in the page's own space. */
export interface FieldFrame {
  width: number;
  height: number;
  /** The page's rotation, which a drawing turns by to stand upright as the page is shown. */
  rotate: Degrees;
  /** The page-space point `right` points from the box's left edge and `up` points from its bottom, as the page is shown. */
  at(right: number, up: number): { x: number; y: number };
}

/**
 * The frame of a box given as fractions of the page as a reader shows it (its CropBox, turned by its /Rotate) from
 * the top left: the box is mapped back into the page's unrotated space, so a drawing there appears in place and upright.
 */
export function fieldFrame(page: PDFPage, box: { x: number; y: number; width: number; height: number }): FieldFrame {
  const crop = page.getCropBox();
  const turn = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  const isSideways = turn === 90 || turn === 270;
  const shownWidth = isSideways ? crop.height : crop.width;
  const shownHeight = isSideways ? crop.width : crop.height;
  const left = box.x * shownWidth;
  const top = box.y * shownHeight;
  const width = box.width * shownWidth;
  const height = box.height * shownHeight;
  // (across, down): a point as shown, from the shown page's top left; mapped into page space for each rotation.
  const toPage = (across: number, down: number) => {
    if (turn === 90) return { x: crop.x + down, y: crop.y + across };
    if (turn === 180) return { x: crop.x + crop.width - across, y: crop.y + down };
    if (turn === 270) return { x: crop.x + crop.width - down, y: crop.y + crop.height - across };
    return { x: crop.x + across, y: crop.y + crop.height - down };
  };
  return { width, height, rotate: degrees(turn), at: (right, up) => toPage(left + right, top + height - up) };
}
