import { tagColour } from '../../../engine/clients';
import { ReadableTag } from '../../app/chrome/ReadableTag';

/** A client's tags, each in its colour (spec 2 §9: fixed colours for the keywords, a stable hash for the rest). */
export function ClientTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {tags.map((tag) => (
        <ReadableTag key={tag} color={tagColour(tag)} style={{ marginInlineEnd: 0 }}>
          <bdi>{tag}</bdi>
        </ReadableTag>
      ))}
    </span>
  );
}
