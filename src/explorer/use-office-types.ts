import useSWR from 'swr';
import type { LocalizedText } from '../../engine/generated/config-types';
import type { OfficeConfiguration } from '../../engine/resolve/resolve-office';
import { fetchJson } from '../api/fetch-json';

/** An office type as the catalogue lists it. */
export interface OfficeTypeSummary {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  icon?: string;
  languages: string[];
}

/** The installed office types, from the server. */
export function useOfficeTypes(language: string) {
  return useSWR(['/api/office-types', language], ([path]) => fetchJson<{ data: OfficeTypeSummary[] }>(path, language).then((body) => body.data));
}

/** One office type as the engine resolves it, from the server. */
export function useOfficeConfiguration(id: string | undefined, language: string) {
  return useSWR(id ? [`/api/office-types/${id}`, language] : null, ([path]) => fetchJson<{ data: OfficeConfiguration }>(path, language).then((body) => body.data));
}
