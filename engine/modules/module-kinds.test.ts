import { describe, expect, it } from 'vitest';
import features from '../../schemas/features.schema.json';
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

  it('has a collection for records alone', () => {
    expect(Object.entries(MODULE_KINDS).filter(([, kind]) => kind.hasCollection).map(([id]) => id)).toEqual(['records']);
  });
});
