import { describe, expect, it } from 'vitest';
import { canMerge, mergePath, readMergeIds } from './merge-ids';

const A = '0d7f3a52-93c4-4e0b-9a51-6a2f1c1e0a01';
const B = '6b1e8c3d-2f4a-4b9e-8c7d-5e6f7a8b9c02';

describe('the ids of a merge address', () => {
  it('reads the ids in their order, without blanks, duplicates or anything that is not an id', () => {
    expect(readMergeIds(new URLSearchParams(`ids=${A}, ${B.toUpperCase()},,${A},nope,42`))).toEqual([A, B]);
  });

  it('reads nothing from an address without ids', () => {
    expect(readMergeIds(new URLSearchParams(''))).toEqual([]);
    expect(readMergeIds(new URLSearchParams('ids='))).toEqual([]);
  });

  it('keeps at most ten', () => {
    const many = Array.from({ length: 12 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    expect(readMergeIds(new URLSearchParams({ ids: many.join(',') }))).toEqual(many.slice(0, 10));
  });

  it('merges two to ten rows', () => {
    expect([0, 1, 2, 10, 11].map(canMerge)).toEqual([false, false, true, true, false]);
  });

  it('opens the merge of clients and of leads at their own address, the ids readable again', () => {
    expect(mergePath('/clients/merge', [A, B])).toBe(`/clients/merge?ids=${A},${B}`);
    expect(mergePath('/patients/merge', [A, B])).toBe(`/patients/merge?ids=${A},${B}`);
    expect(readMergeIds(new URL(mergePath('/leads/merge', [A, B]), 'http://x').searchParams)).toEqual([A, B]);
  });
});
