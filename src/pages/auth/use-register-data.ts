import useSWR from 'swr';
import type { LocalizedText } from '../../../engine/generated/config-types';
import { api } from '../../app/session';

/** An office type a new office can be (GET /api/office-types). */
export interface OfficeTypeChoice {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
}

/** An invitation as its join screen shows it (GET /api/auth/invitations/details). */
export interface InvitationDetails {
  officeName: string;
  officeSlug: string;
  officeType: string;
  email: string;
  role: 'admin' | 'manager' | 'user' | 'viewer';
  professionalRole: string;
  expiresAt: string;
  hasAccount: boolean;
}

/** The installed office types, for the registration form. */
export function useOfficeTypes(isWanted: boolean) {
  return useSWR(isWanted ? '/office-types' : null, (path: string) => api.get<{ data: OfficeTypeChoice[] }>(path).then((body) => body.data), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** The invitation an invitation link's token names, when there is one. */
export function useInvitation(token: string | undefined) {
  return useSWR(token ? ['/auth/invitations/details', token] : null, ([path, value]: [string, string]) => api.get<{ data: InvitationDetails }>(`${path}?token=${encodeURIComponent(value)}`).then((body) => body.data), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
