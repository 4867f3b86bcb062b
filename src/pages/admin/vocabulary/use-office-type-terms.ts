import useSWR from 'swr';
import type { OfficeConfiguration } from '../../../../engine/resolve/resolve-office';
import type { OfficeTypeAnswer } from '../../../api/office-type-answers';

/** The vocabulary of the office type itself, without the office's changes (GET /api/office-types/:id). */
export function useOfficeTypeTerms(officeType: string | undefined): { terminology?: OfficeConfiguration['terminology']; error?: unknown } {
  const { data, error } = useSWR<OfficeTypeAnswer>(officeType ? `/office-types/${officeType}` : null, { revalidateOnFocus: false });
  return { ...(data ? { terminology: data.data.terminology } : {}), error };
}
