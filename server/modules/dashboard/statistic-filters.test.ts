import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldCondition } from '../../../engine/generated/config-types';
import { withContext } from '../../db/context';
import { testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { FILTER_OPERATORS } from './statistic-filters';
import { STATISTIC_SOURCES, type ComputedSource } from './statistic-sources';
import { PERIOD_WINDOWS } from './statistic-periods';
import { tileValues } from './statistics.queries';

describe.each(testDatabaseKinds())('statistic filters on $kind', ({ create }) => {
  let database: TestDatabase;
  let tenantId = '';
  const clients = STATISTIC_SOURCES.clients as ComputedSource;
  const leads = STATISTIC_SOURCES.leads as ComputedSource;

  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    tenantId = (await db.insertInto('tenants').values({ slug: 'filters', name: 'Filters', office_type: 'generic' }).returning('id').executeTakeFirstOrThrow()).id;
    const row = (first: string, values: Record<string, unknown>) => ({ tenant_id: tenantId, first_name: first, last_name: 'Test', ...values });
    await db.insertInto('clients').values([
      row('Aa', { tags: ['vip', 'north'], source: 'web', intake: JSON.stringify({ clientType: 'corporation' }) }),
      row('Bb', { tags: ['north'], source: null, status: 'inactive', intake: JSON.stringify({ clientType: 'individual', languages: ['he', 'en'] }) }),
      row('Cc', { tags: [], source: '' }),
      row('Dd', { kind: 'lead', lead_status: 'new', lead_score: 80 }),
      row('Ee', { kind: 'lead', lead_status: 'lost', lead_score: null }),
    ]).execute();
  });
  afterAll(async () => database?.dispose());

  const count = (source: ComputedSource, filter: FieldCondition) =>
    withContext(database.handle.db, { tenantId }, async (trx) => {
      const field = source.filterFields[filter.field] ?? source.namedField?.(filter.field);
      if (!field || field === 'not-stored') throw new Error(`no field ${filter.field}`);
      const values = await tileValues(trx, tenantId, { source, filter: FILTER_OPERATORS[filter.operator](field, filter.value) }, PERIOD_WINDOWS.all(new Date(), 'UTC'));
      return values.current;
    });

  it('answers each operator over text, tags, numbers and intake answers, keeping empty fields out of matches and in "not" matches', async () => {
    expect(await count(clients, { field: 'tags', operator: 'equals', value: 'north' })).toBe(2);
    expect(await count(clients, { field: 'tags', operator: 'in', value: ['vip', 'south'] })).toBe(1);
    expect(await count(clients, { field: 'tags', operator: 'isEmpty' })).toBe(1);
    expect(await count(clients, { field: 'source', operator: 'isEmpty' })).toBe(2);
    expect(await count(clients, { field: 'source', operator: 'isNotEmpty' })).toBe(1);
    expect(await count(clients, { field: 'source', operator: 'notEquals', value: 'web' })).toBe(2);
    expect(await count(clients, { field: 'status', operator: 'notIn', value: ['inactive'] })).toBe(2);
    expect(await count(clients, { field: 'status', operator: 'in', value: [] })).toBe(0);
    // An intake answer, by the field's name (the office's intake form's): one value, or a multiselect's list.
    expect(await count(clients, { field: 'clientType', operator: 'equals', value: 'corporation' })).toBe(1);
    expect(await count(clients, { field: 'clientType', operator: 'notIn', value: ['corporation'] })).toBe(2);
    expect(await count(clients, { field: 'clientType', operator: 'isEmpty' })).toBe(1);
    expect(await count(clients, { field: 'languages', operator: 'in', value: ['en', 'fr'] })).toBe(1);
    // The name is a bound parameter: a name that would be SQL is only a key no answer has.
    expect(await count(clients, { field: "x') or true or ('", operator: 'isNotEmpty' })).toBe(0);
    expect(await count(leads, { field: 'score', operator: 'greaterThan', value: 79 })).toBe(1);
    expect(await count(leads, { field: 'score', operator: 'lessThan', value: '81' })).toBe(1);
    expect(await count(leads, { field: 'score', operator: 'greaterThan', value: 'many' })).toBe(0);
    expect(await count(leads, { field: 'score', operator: 'isEmpty' })).toBe(1);
    expect(await count(leads, { field: 'status', operator: 'equals', value: 'new' })).toBe(1);
  });
});
