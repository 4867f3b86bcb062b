import { describe, expect, it } from 'vitest';
import { readSigningParams, signingListPath, writeSigningParams } from './signing-params';

describe('the workflows list parameters', () => {
  it('reads the defaults from an empty address and ignores what it does not know', () => {
    expect(readSigningParams(new URLSearchParams('tab=nope&page=-2&status=bogus&documentId=x'))).toEqual({ tab: 'active', page: 1, status: [] });
  });

  it('reads a tab, words, statuses and a document', () => {
    const params = readSigningParams(new URLSearchParams('tab=waiting&page=3&search=%20lease%20&status=signing&status=in_progress&documentId=3c9d0000-0000-4000-8000-000000000001'));
    expect(params).toEqual({ tab: 'waiting', page: 3, search: 'lease', status: ['signing', 'in_progress'], documentId: '3c9d0000-0000-4000-8000-000000000001' });
  });

  it('goes back to page 1 when anything but the page changes', () => {
    const current = readSigningParams(new URLSearchParams('page=4&search=a'));
    expect(writeSigningParams(current, { page: 5 }).toString()).toBe('search=a&page=5');
    expect(writeSigningParams(current, { tab: 'drafts' }).toString()).toBe('tab=drafts&search=a');
  });

  it('asks the server for the view, each status repeated, and a page of 20', () => {
    expect(signingListPath({ tab: 'completed', page: 2, status: ['completed'], search: 'x y' })).toBe('/pdf/signing?view=completed&status=completed&search=x+y&page=2&limit=20');
  });
});
