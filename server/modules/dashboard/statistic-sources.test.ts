import { describe, expect, it } from 'vitest';
import { STATISTIC_ENTITIES } from '../../../engine/dashboard/statistic-entities';
import { loadOfficeTypeCatalog } from '../../office-types/read-office-types';
import { NOT_STORED, STATISTIC_SOURCES } from './statistic-sources';

describe('statistic sources', () => {
  it('place every entity the engine lets a tile name, and every field it lets a tile filter or sum by', () => {
    expect(Object.keys(STATISTIC_SOURCES).sort()).toEqual(Object.keys(STATISTIC_ENTITIES).sort());
    for (const [name, entity] of Object.entries(STATISTIC_ENTITIES)) {
      const source = STATISTIC_SOURCES[name as keyof typeof STATISTIC_SOURCES];
      if (source.isPlanned) continue;
      expect(Object.keys(source.filterFields).sort(), `${name} filter fields`).toEqual([...entity.filterFields].sort());
      expect(Object.keys(source.sumFields).sort(), `${name} sum fields`).toEqual([...entity.sumFields].sort());
    }
  });

  it('compute the shipped office types’ tiles, or say which wait for a module', () => {
    const catalog = loadOfficeTypeCatalog();
    const waiting = new Set<string>();
    for (const officeType of catalog.types.values()) {
      for (const tile of officeType.ui.dashboard.statistics) {
        const source = STATISTIC_SOURCES[tile.entity];
        if (source.isPlanned) waiting.add(tile.entity);
        else if (tile.filter && source.filterFields[tile.filter.field] === NOT_STORED) waiting.add(`${tile.entity}.${tile.filter.field}`);
      }
    }
    // What the shipped dashboards ask for that no table stores yet; when a module lands, its entity leaves this list.
    expect([...waiting].sort()).toEqual(['simulations']);
  });
});
