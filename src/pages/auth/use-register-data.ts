import useSWR from 'swr';
import type * as Api from '../../api/generated/api-types';
import type { OfficeTypesAnswer } from '../../api/office-type-answers';
import { api } from '../../app/session';

/** What GET /api/auth/invitations/details answers (generated from server/modules/invitations). */
type InvitationDetailsAnswer = Api.InvitationDetailsAnswer;

/** An invitation as its join screen shows it. */
export type InvitationDetails = InvitationDetailsAnswer['data'];

/** The installed office types, for the registration form. */
export function useOfficeTypes(isWanted: boolean) {
  return useSWR(isWanted ? '/office-types' : null, (path: string) => api.get<OfficeTypesAnswer>(path).then((body) => body.data), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** The invitation an invitation link's token names, when there is one. */
export function useInvitation(token: string | undefined) {
  return useSWR(token ? ['/auth/invitations/details', token] : null, ([path, value]: [string, string]) => api.get<InvitationDetailsAnswer>(`${path}?token=${encodeURIComponent(value)}`).then((body) => body.data), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
