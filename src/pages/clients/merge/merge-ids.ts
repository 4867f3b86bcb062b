/** At most this many records merge into one at once (the survivor among them), as the server allows. */
export const MERGE_MAX = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The distinct record ids of a merge address (`?ids=a,b,c`), in their order; anything not an id is dropped, and past the tenth. */
export function readMergeIds(search: URLSearchParams): string[] {
  const ids = (search.get('ids') ?? '').split(',').map((id) => id.trim().toLowerCase()).filter((id) => UUID.test(id));
  return [...new Set(ids)].slice(0, MERGE_MAX);
}

/** Whether this many selected rows can be merged: two to ten. */
export function canMerge(count: number): boolean {
  return count >= 2 && count <= MERGE_MAX;
}

/** Where the merge of these records opens, under the merge screen of the list they were chosen in (/clients/merge, /patients/merge). */
export function mergePath(mergeScreen: string, ids: readonly string[]): string {
  return `${mergeScreen}?${new URLSearchParams({ ids: ids.join(',') }).toString().replaceAll('%2C', ',')}`;
}
