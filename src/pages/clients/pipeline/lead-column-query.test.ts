import { describe, expect, it } from 'vitest';
import { readListParams } from '../client-list-params';
import type { ClientListAnswer } from '../../../api/client-answers';
import { leadColumnPages, pipelineStatuses } from './lead-column-query';

const answer = (nextCursor?: string) => ({ pagination: { hasMore: nextCursor !== undefined, ...(nextCursor ? { nextCursor } : {}) } }) as ClientListAnswer;

describe('what a lead pipeline column asks the API', () => {
  it('asks for the leads at its stage, with the list\'s search, filters and sort, twenty at a time', () => {
    const params = readListParams(new URLSearchParams('view=pipeline&search=dana&tag=vip&page=3&limit=50&sortBy=lastName&sortOrder=asc'), 'lead');
    const pages = leadColumnPages(params, 'qualified');
    expect(pages(0, null)).toBe('/clients/client?kind=lead&page=1&limit=20&sortBy=lastName&sortOrder=asc&search=dana&tag=vip&leadStatus=qualified');
  });

  it('asks for the next page after the cursor the last one ended at, and for none after the last', () => {
    const pages = leadColumnPages(readListParams(new URLSearchParams(''), 'lead'), 'new');
    expect(pages(1, answer('a+b/c='))).toBe('/clients/client?kind=lead&page=1&limit=20&sortBy=createdAt&sortOrder=desc&leadStatus=new&cursor=a%2Bb%2Fc%3D');
    expect(pages(1, answer())).toBeNull();
  });

  it('shows every stage in pipeline order, or only the one the stage filter picks', () => {
    expect(pipelineStatuses(readListParams(new URLSearchParams(''), 'lead'))).toEqual(['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost']);
    expect(pipelineStatuses(readListParams(new URLSearchParams('leadStatus=proposal'), 'lead'))).toEqual(['proposal']);
  });
});
