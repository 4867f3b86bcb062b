import { Badge } from 'antd';
import type { MenuBadge } from '../../../engine/generated/config-types';
import { useBadgeFigure } from './badge-sources';

/** A menu item's badge (spec 1 §2): a count, or a dot saying something is waiting; nothing when the figure is zero or unknown. */
export function NavBadge({ badge }: { badge: MenuBadge }) {
  const value = useBadgeFigure(badge.source) ?? badge.content;
  if (!value) return null;
  if (badge.kind === 'dot') return <Badge dot color={badge.color} data-testid="nav-badge-dot" style={{ marginInlineStart: 8 }} />;
  return <Badge count={value} color={badge.color} size="small" overflowCount={99} data-testid="nav-badge-count" style={{ marginInlineStart: 8 }} />;
}
