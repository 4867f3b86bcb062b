import { describe, expect, it } from 'vitest';
import { edgesOfAnchor, SNAP_DISTANCE, snapMove, snapResize } from './snap-guides';

const PAGE = { width: 700, height: 800 };
const OTHER = { x: 100, y: 100, width: 200, height: 40 };

describe('snapping a moved box', () => {
  it('pulls its left edge onto another box’s left edge within the distance and shows a guide spanning both', () => {
    const { box, guides } = snapMove({ x: 104, y: 300, width: 120, height: 30 }, [OTHER], PAGE);
    expect(box).toEqual({ x: 100, y: 300, width: 120, height: 30 });
    expect(guides).toEqual([{ orientation: 'vertical', at: 100, from: 100, to: 330 }]);
  });

  it('leaves a box farther than the distance where it is, with no guides', () => {
    const moving = { x: 100 + SNAP_DISTANCE + 1, y: 300, width: 120, height: 30 };
    expect(snapMove(moving, [OTHER], PAGE)).toEqual({ box: moving, guides: [] });
  });

  it('snaps centres: a box’s centre onto the page’s centre line, spanning the page', () => {
    const { box, guides } = snapMove({ x: 297, y: 500, width: 100, height: 30 }, [], PAGE);
    expect(box.x).toBe(300);
    expect(guides).toEqual([{ orientation: 'vertical', at: 350, from: 0, to: 800 }]);
  });

  it('snaps both axes at once to the nearest line on each, a right edge onto another box’s right edge and a top onto its bottom', () => {
    const { box, guides } = snapMove({ x: 203, y: 142, width: 95, height: 20 }, [OTHER], PAGE);
    expect(box).toMatchObject({ x: 205, y: 140 });
    expect(guides).toEqual(
      expect.arrayContaining([
        { orientation: 'vertical', at: 300, from: 100, to: 160 },
        { orientation: 'horizontal', at: 140, from: 100, to: 300 },
      ]),
    );
  });

  it('snaps onto the page’s edges and never past them', () => {
    expect(snapMove({ x: 3, y: 795 - 30, width: 50, height: 30 }, [], PAGE).box).toMatchObject({ x: 0, y: 770 });
    expect(snapMove({ x: 646, y: 10, width: 50, height: 30 }, [], PAGE).box.x).toBe(650);
    expect(snapMove({ x: 698, y: 10, width: 50, height: 30 }, [], PAGE).box.x).toBe(650);
  });

  it('takes the distance it is given: a larger one reaches farther', () => {
    expect(snapMove({ x: 112, y: 300, width: 120, height: 30 }, [OTHER], PAGE).box.x).toBe(112);
    expect(snapMove({ x: 112, y: 300, width: 120, height: 30 }, [OTHER], PAGE, 12).box.x).toBe(100);
  });

  it('merges guides at one position into one spanning every box on it', () => {
    const below = { x: 100, y: 600, width: 50, height: 20 };
    const { guides } = snapMove({ x: 102, y: 300, width: 120, height: 30 }, [OTHER, below], PAGE);
    expect(guides).toEqual([{ orientation: 'vertical', at: 100, from: 100, to: 620 }]);
  });
});

describe('snapping a resized box', () => {
  it('moves only the dragged edges: the right edge onto another box’s right edge, the left edge still', () => {
    const { box, guides } = snapResize({ x: 150, y: 300, width: 146, height: 30 }, edgesOfAnchor('middle-right'), [OTHER], PAGE);
    expect(box).toEqual({ x: 150, y: 300, width: 150, height: 30 });
    expect(guides).toEqual([{ orientation: 'vertical', at: 300, from: 100, to: 330 }]);
  });

  it('snaps a top-left corner on both axes and keeps the opposite corner', () => {
    const { box } = snapResize({ x: 97, y: 143, width: 103, height: 57 }, edgesOfAnchor('top-left'), [OTHER], PAGE);
    expect(box).toEqual({ x: 100, y: 140, width: 100, height: 60 });
  });

  it('does not snap an edge that is not dragged, even when it lies near a line', () => {
    const { box, guides } = snapResize({ x: 103, y: 300, width: 50, height: 30 }, edgesOfAnchor('bottom-center'), [OTHER], PAGE);
    expect(box.x).toBe(103);
    expect(guides).toEqual([]);
  });

  it('never leaves a box smaller than the smallest side', () => {
    const { box } = snapResize({ x: 100, y: 300, width: 9, height: 30 }, edgesOfAnchor('middle-right'), [{ x: 95, y: 0, width: 10, height: 10 }], PAGE);
    expect(box.width).toBeGreaterThanOrEqual(8);
  });
});

describe('the transformer’s anchors', () => {
  it('name the edges they move', () => {
    expect(edgesOfAnchor('top-left')).toEqual({ left: true, right: false, top: true, bottom: false });
    expect(edgesOfAnchor('bottom-center')).toEqual({ left: false, right: false, top: false, bottom: true });
    expect(edgesOfAnchor('middle-right')).toEqual({ left: false, right: true, top: false, bottom: false });
    expect(edgesOfAnchor(null)).toEqual({ left: false, right: false, top: false, bottom: false });
  });
});
