import useSWR from 'swr';
import type * as Api from '../../api/generated/api-types';
import type { OfficeTypeSummary } from '../../api/office-type-answers';
import { api } from '../../app/session';

/** An invitation as its join screen shows it (GET /api/auth/invitations/details, generated from server/modules/invitations). */
export type InvitationDetails = Api.InvitationDetails;

/** The installed office types, for the registration form. */
export function useOfficeTypes(isWanted: boolean) {
  return useSWR(isWanted ? '/office-types' : null, (path: string) => api.get<{ data: OfficeTypeSummary[] }>(path).then((body) => body.data), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** The invitation an invitation link's token names, when there is one. */
export function useInvitation(token: string | undefined) {
  return useSWR(token ? ['/auth/invitations/details', token] : null, ([path, value]: [string, string]) => api.get<{ data: InvitationDetails }>(`${path}?token=${encodeURIComponent(value)}`).then((body) => body.data), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
