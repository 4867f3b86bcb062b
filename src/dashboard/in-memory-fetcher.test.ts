import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { failing, inMemoryFetcher, ok, pending } from './in-memory-fetcher';

describe('the in-memory fetcher', () => {
  it('answers by exact key first, then by path, and records what it was asked', async () => {
    const fetcher = inMemoryFetcher({ '/a?x=1': ok('exact'), '/a': ok('path'), '/b': (_path: string, query: URLSearchParams) => ok(query.get('n')) });
    expect(await fetcher('/a?x=1')).toEqual({ success: true, data: 'exact' });
    expect(await fetcher('/a?x=2')).toEqual({ success: true, data: 'path' });
    expect(await fetcher(['/b?n=3', 'user-1'])).toEqual({ success: true, data: '3' });
    expect(fetcher.calls).toEqual(['/a?x=1', '/a?x=2', '/b?n=3']);
  });

  it('fails as the API client does, and loudly for an unknown key', async () => {
    const fetcher = inMemoryFetcher({ '/down': failing('Down', 503, 'UNAVAILABLE') });
    await expect(fetcher('/down')).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE', message: 'Down' });
    await expect(fetcher('/nowhere')).rejects.toBeInstanceOf(ApiError);
  });

  it('never answers a pending route', async () => {
    const fetcher = inMemoryFetcher({ '/slow': pending() });
    const outcome = await Promise.race([fetcher('/slow').then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 20))]);
    expect(outcome).toBe('still waiting');
  });
});
