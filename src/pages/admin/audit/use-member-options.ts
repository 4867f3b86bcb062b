import useSWR from 'swr';
import { TEAM_PATH, type TeamAnswer } from '../team/team-types';

/** The office's members as options of a select (GET /admin/team); none while they load or when they cannot. */
export function useMemberOptions(): { value: string; label: string }[] {
  const { data } = useSWR<TeamAnswer>(TEAM_PATH, { revalidateOnFocus: false, shouldRetryOnError: false });
  return (data?.data.members ?? []).map((member) => {
    const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
    return { value: member.userId, label: name ? `${name} (${member.email})` : member.email };
  });
}
