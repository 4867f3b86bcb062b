import type { StatisticTile } from '../generated/config-types';

/**
 * What a statistic tile's answer says of the tile itself, whatever its figures: its words, look and link, what it
 * counts or sums (the field only for a sum), its format, and whether its trend is shown (only when asked for).
 */
export function describeTile(tile: StatisticTile) {
  return {
    id: tile.id,
    label: tile.label,
    ...(tile.labelKey ? { labelKey: tile.labelKey } : {}),
    ...(tile.icon ? { icon: tile.icon } : {}),
    ...(tile.color ? { color: tile.color } : {}),
    ...(tile.path ? { path: tile.path } : {}),
    entity: tile.entity,
    ...(tile.module ? { module: tile.module } : {}),
    aggregation: tile.aggregation,
    field: tile.aggregation === 'sum' ? (tile.field ?? null) : null,
    format: tile.format,
    currency: tile.format === 'currency' ? ('ILS' as const) : null,
    isTrendShown: tile.trend === true,
  };
}
