import { Badge } from 'antd';
import type { MenuBadge } from '../../../engine/generated/config-types';
import { BADGE_SOURCES } from './badge-sources';

const NO_SOURCE = (): undefined => undefined;

/** A menu item's badge (spec 1 §2): a count, or a dot saying something is waiting; nothing when the figure is zero or unknown. */
export function NavBadge({ badge }: { badge: MenuBadge }) {
  // A badge's source never changes while it is on screen, so the same hook runs on every render.
  const live = (badge.source ? BADGE_SOURCES[badge.source] : undefined) ?? NO_SOURCE;
  const value = live() ?? badge.content;
  if (!value) return null;
  if (badge.kind === 'dot') return <Badge dot color={badge.color} data-testid="nav-badge-dot" style={{ marginInlineStart: 8 }} />;
  return <Badge count={value} color={badge.color} size="small" overflowCount={99} data-testid="nav-badge-count" style={{ marginInlineStart: 8 }} />;
}
