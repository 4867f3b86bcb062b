import { Tag } from 'antd';
import { useTerm } from '../../app/office/use-term';
import type { ClientStatus } from './client-types';

const COLOURS: Record<ClientStatus, string> = { active: 'green', pending: 'gold', inactive: 'default' };

/** A client's status in the office's own words (its vocabulary has active, inactive and pending). */
export function ClientStatusTag({ status }: { status: ClientStatus }) {
  const term = useTerm();
  return <Tag color={COLOURS[status]}>{term(status)}</Tag>;
}
