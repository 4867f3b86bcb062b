import useSWR from 'swr';
import type { OfficeConfiguration } from '../../engine/resolve/resolve-office';
import { fetchJson } from '../api/fetch-json';
import type { OfficeTypeSummary } from '../api/office-type-answers';

/** The installed office types, from the server. */
export function useOfficeTypes(language: string) {
  return useSWR(['/api/office-types', language], ([path]) => fetchJson<{ data: OfficeTypeSummary[] }>(path, language).then((body) => body.data));
}

/** One office type as the engine resolves it, from the server. */
export function useOfficeConfiguration(id: string | undefined, language: string) {
  return useSWR(id ? [`/api/office-types/${id}`, language] : null, ([path]) => fetchJson<{ data: OfficeConfiguration }>(path, language).then((body) => body.data));
}
