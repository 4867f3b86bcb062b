import useSWR from 'swr';

interface TeamMember {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** The office's members as options of a select (GET /admin/team); none while they load or when they cannot. */
export function useMemberOptions(): { value: string; label: string }[] {
  const { data } = useSWR<{ data: { members: TeamMember[] } }>('/admin/team', { revalidateOnFocus: false, shouldRetryOnError: false });
  return (data?.data.members ?? []).map((member) => {
    const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
    return { value: member.userId, label: name ? `${name} (${member.email})` : member.email };
  });
}
