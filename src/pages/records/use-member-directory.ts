import useSWR from 'swr';
import type { TeamDirectoryAnswer } from '../../api/generated/api-types';

/** Where the office's members are listed for every member (GET /api/team/directory): id, name and roles only. */
export const MEMBER_DIRECTORY_PATH = '/team/directory';

/** A member as the directory lists them. */
export type DirectoryMember = TeamDirectoryAnswer['data']['members'][number];

/** The office's active members, for the pickers that name one (a record's assignee, a task's new owner). */
export function useMemberDirectory(): { members: DirectoryMember[]; isLoading: boolean; error: unknown } {
  const { data, error, isLoading } = useSWR<TeamDirectoryAnswer>(MEMBER_DIRECTORY_PATH, { revalidateOnFocus: false, shouldRetryOnError: false });
  return { members: data?.data.members ?? [], isLoading, error };
}
