import useSWR from 'swr';
import { fetchJson } from '../api/fetch-json';
import type { OfficeTypeAnswer, OfficeTypesAnswer } from '../api/office-type-answers';

/** The installed office types, from the server. */
export function useOfficeTypes(language: string) {
  return useSWR(['/api/office-types', language], ([path]) => fetchJson<OfficeTypesAnswer>(path, language).then((body) => body.data));
}

/** One office type as the engine resolves it, from the server. */
export function useOfficeConfiguration(id: string | undefined, language: string) {
  return useSWR(id ? [`/api/office-types/${id}`, language] : null, ([path]) => fetchJson<OfficeTypeAnswer>(path, language).then((body) => body.data));
}
