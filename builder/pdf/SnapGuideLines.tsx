import { Line } from 'react-konva';
import type { Guide } from './snap-guides';

/** The guides' colour: apart from the fields' blue and the problems' red. */
export const GUIDE_COLOUR = '#eb2f96';

/** The alignment guides of a box being moved or resized, as thin lines over the page (they take no clicks). */
export function SnapGuideLines({ guides }: { guides: readonly Guide[] }) {
  return (
    <>
      {guides.map((guide) => (
        <Line
          key={`${guide.orientation}-${guide.at}`}
          points={guide.orientation === 'vertical' ? [guide.at, guide.from, guide.at, guide.to] : [guide.from, guide.at, guide.to, guide.at]}
          stroke={GUIDE_COLOUR}
          strokeWidth={1}
          dash={[4, 4]}
          listening={false}
        />
      ))}
    </>
  );
}
