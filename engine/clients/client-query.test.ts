import { describe, expect, it } from 'vitest';
import { parseClientQuery } from './client-query';

const DEFAULTS = { page: 1, limit: 20, sortBy: 'createdAt', sortOrder: 'desc' };

function refusals(raw: unknown): string[] {
  const result = parseClientQuery(raw);
  return result.ok ? [] : result.errors.map((error) => `${error.field} ${error.keyword}`);
}

describe('parseClientQuery', () => {
  it('fills in the defaults', () => {
    expect(parseClientQuery({})).toEqual({ ok: true, value: DEFAULTS });
    expect(parseClientQuery(undefined)).toEqual({ ok: true, value: DEFAULTS });
  });

  it('reads numbers sent as text, and every filter', () => {
    const raw = {
      page: '3',
      limit: '100',
      sortBy: 'lastContactDate',
      sortOrder: 'asc',
      dateFrom: '2024-01-01T00:00:00Z',
      dateTo: '2024-12-31T23:59:59.999+02:00',
      status: 'pending',
      priority: 'low',
      tag: 'vip',
      followUp: 'upcoming',
      search: 'כהן',
      kind: 'lead',
      leadStatus: 'contacted',
      cursor: 'eyJpZCI6MX0',
    };
    expect(parseClientQuery(raw)).toEqual({ ok: true, value: { ...raw, page: 3, limit: 100 } });
  });

  it('takes an empty filter as no filter', () => {
    expect(parseClientQuery({ status: '', search: '  ', limit: '' })).toEqual({ ok: true, value: DEFAULTS });
  });

  it('refuses a page that is not a positive whole number', () => {
    expect(refusals({ page: '0' })).toEqual(['page minimum']);
    expect(refusals({ page: '-2' })).toEqual(['page minimum']);
    expect(refusals({ page: '1.5' })).toEqual(['page type']);
    expect(refusals({ page: 'two' })).toEqual(['page type']);
  });

  it('wants a limit from 1 to 100', () => {
    expect(refusals({ limit: '1' })).toEqual([]);
    expect(refusals({ limit: '0' })).toEqual(['limit minimum']);
    expect(refusals({ limit: '101' })).toEqual(['limit maximum']);
  });

  it('refuses unknown sorting, filters and parameters', () => {
    expect(refusals({ sortBy: 'email', sortOrder: 'up', status: 'deleted', priority: 'urgent', followUp: 'soon', kind: 'prospect', leadStatus: 'won', owner: 'me' })).toEqual([
      'owner additionalProperties',
      'sortBy enum',
      'sortOrder enum',
      'status enum',
      'priority enum',
      'followUp enum',
      'kind enum',
      'leadStatus enum',
    ]);
  });

  it('wants date-times for the date range', () => {
    expect(refusals({ dateFrom: '2024-01-01', dateTo: 'yesterday' })).toEqual(['dateFrom date-time', 'dateTo date-time']);
  });

  it('limits the lengths of search, tag and cursor', () => {
    expect(refusals({ search: 's'.repeat(100), tag: 't'.repeat(30), cursor: 'c'.repeat(500) })).toEqual([]);
    expect(refusals({ search: 's'.repeat(101), tag: 't'.repeat(31), cursor: 'c'.repeat(501) })).toEqual(['tag maxLength', 'search maxLength', 'cursor maxLength']);
  });

  it('refuses a parameter sent twice', () => {
    expect(refusals({ page: ['1', '2'] })).toEqual(['page type']);
  });

  it('answers with messages in every language', () => {
    const result = parseClientQuery({ limit: '500' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.messages).toEqual({ he: 'גודל העמוד צריך להיות מספר שלם בין 1 ל-100', en: 'Page size must be a whole number from 1 to 100', es: 'El tamaño de página debe ser un número entero entre 1 y 100' });
  });

  it('does not change its input', () => {
    const raw = { page: '2', status: '' };
    parseClientQuery(raw);
    expect(raw).toEqual({ page: '2', status: '' });
  });
});
