import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, type ListPosition } from './list-cursor';

const ID = '7d9f0a52-3c1e-4b8e-9a51-2f6c1d0e8b47';

describe('list cursor', () => {
  it('reads back the position it was made from, for the same sort only', () => {
    const positions: ListPosition[] = [
      { sortBy: 'createdAt', sortOrder: 'desc', value: '2026-01-05T10:11:12.123456Z', id: ID },
      { sortBy: 'lastName', sortOrder: 'asc', value: 'כהן', id: ID },
      { sortBy: 'lastContactDate', sortOrder: 'desc', value: null, id: ID },
    ];
    for (const position of positions) {
      const cursor = encodeCursor(position);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(cursor, position.sortBy, position.sortOrder)).toEqual(position);
      expect(decodeCursor(cursor, position.sortBy, position.sortOrder === 'asc' ? 'desc' : 'asc')).toBeUndefined();
    }
    expect(decodeCursor(encodeCursor(positions[0]!), 'updatedAt', 'desc')).toBeUndefined();
  });

  it('refuses garbage and values that do not fit the sort', () => {
    const made = (value: unknown, id: unknown = ID, sort = 'createdAt') => Buffer.from(JSON.stringify([sort, 'desc', value, id])).toString('base64url');
    const refused: [string, 'createdAt' | 'lastName'][] = [
      ['', 'createdAt'],
      ['not a cursor!', 'createdAt'],
      ['e30', 'createdAt'],
      [Buffer.from('[1,2').toString('base64url'), 'createdAt'],
      [made('2026-01-05'), 'createdAt'],
      [made(null), 'createdAt'],
      [made('2026-01-05T10:11:12.123456Z', 'x'), 'createdAt'],
      [made(5, ID, 'lastName'), 'lastName'],
      ['a'.repeat(2000), 'createdAt'],
    ];
    for (const [cursor, sortBy] of refused) expect(decodeCursor(cursor, sortBy, 'desc'), cursor.slice(0, 40)).toBeUndefined();
  });
});
