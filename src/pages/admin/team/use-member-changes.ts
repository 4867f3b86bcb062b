import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import { useServerAction } from '../../../app/actions/use-server-action';
import { api } from '../../../app/session';
import { memberPath, type MemberChange, type MemberChanged, type MemberDeactivated, type TeamAnswer, type TeamMember } from './team-types';

/** A deactivation that went through: whom, and how many of their sessions in this office ended. */
export interface Deactivation {
  member: TeamMember;
  sessionsEnded: number;
}

const without = <Value>(all: Record<string, Value>, key: string) => Object.fromEntries(Object.entries(all).filter(([id]) => id !== key));

/**
 * The admin's changes to members: roles (PATCH), deactivation and reactivation, each with the server's text. While
 * a role change is under way its new value shows; when the server refuses (409 LAST_ADMIN, say), the old one does.
 */
export function useMemberChanges(mutate: KeyedMutator<TeamAnswer>) {
  const action = useServerAction();
  const [shown, setShown] = useState<Record<string, MemberChange>>({});
  const [deactivation, setDeactivation] = useState<Deactivation>();

  const replace = (member: TeamMember) =>
    mutate((current) => current && { ...current, data: { ...current.data, members: current.data.members.map((one) => (one.userId === member.userId ? member : one)) } });

  const change = async (member: TeamMember, changed: MemberChange) => {
    setShown((all) => ({ ...all, [member.userId]: { ...all[member.userId], ...changed } }));
    await action.run(() => api.patch<MemberChanged>(memberPath(member.userId), changed), { after: (answer) => replace(answer.data) });
    setShown((all) => without(all, member.userId));
  };

  const deactivate = async (member: TeamMember) => {
    setDeactivation(undefined);
    await action.run(() => api.post<MemberDeactivated>(memberPath(member.userId, 'deactivate')), {
      after: async ({ data: { sessionsEnded, ...changed } }) => {
        setDeactivation({ member: changed, sessionsEnded });
        await replace(changed);
      },
    });
  };

  const reactivate = async (member: TeamMember) => {
    setDeactivation(undefined);
    await action.run(() => api.post<MemberChanged>(memberPath(member.userId, 'reactivate')), { after: (answer) => replace(answer.data) });
  };

  /** The member as shown: with the change under way, if any. */
  const shownAs = (member: TeamMember): TeamMember => ({ ...member, ...shown[member.userId] });

  return { action, change, deactivate, reactivate, shownAs, deactivation, clearDeactivation: () => setDeactivation(undefined) };
}
