import { describe, expect, it } from 'vitest';
import features from '../../schemas/features.schema.json';
import { FEATURE_CATALOGUE } from '../features/feature-catalogue';
import { MODULE_KINDS, moduleKind } from './module-kinds';

describe('the module-kind registry (module-kinds.ts)', () => {
  it('names exactly the kinds the schema lets an office type declare', () => {
    expect(Object.keys(MODULE_KINDS).sort()).toEqual([...features.definitions.module.properties.kind.enum].sort());
  });

  it('gives a module its declared kind, else clients for the clients module, else an area page', () => {
    expect(moduleKind({ kind: 'records' })).toBe('records');
    expect(moduleKind({ entity: 'clients' })).toBe('clients');
    expect(moduleKind({})).toBe('area');
  });

  it('names, for a kind that belongs to a feature, a feature of the catalogue that gates no fixed route of its own', () => {
    const flags = new Map(FEATURE_CATALOGUE.flags.map((flag) => [flag.id, flag]));
    const owned = Object.entries(MODULE_KINDS).flatMap(([id, kind]) => ('feature' in kind ? [[id, kind.feature] as const] : []));
    expect(owned).toEqual([
      ['pension-simulation', 'simulations'],
      ['xml-intake', 'xml-documents'],
    ]);
    for (const [, feature] of owned) expect(flags.has(feature), feature).toBe(true);
    // The XML intake's route is the office's: no route of the application is gated for it.
    expect(flags.get('xml-documents')?.routes ?? []).toEqual([]);
  });

  it('has a collection for records alone', () => {
    expect(Object.entries(MODULE_KINDS).filter(([, kind]) => kind.hasCollection).map(([id]) => id)).toEqual(['records']);
  });
});
