import { useTerm } from '../../app/office/use-term';
import type { ClientStatus } from '../../api/client-answers';
import { ReadableTag } from '../../app/chrome/ReadableTag';

const COLOURS: Record<ClientStatus, string> = { active: 'green', pending: 'gold', inactive: 'default' };

/** A client's status in the office's own words (its vocabulary has active, inactive and pending). */
export function ClientStatusTag({ status }: { status: ClientStatus }) {
  const term = useTerm();
  return <ReadableTag color={COLOURS[status]}>{term(status)}</ReadableTag>;
}
