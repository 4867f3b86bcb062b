import { useAuth } from '../../../app/auth/use-auth';

/** The SWR key of a call about the signed-in user: [path, user id], so that one user's answers never serve another; null while nobody is signed in. */
export function useOwnKey(path: string | null): readonly [string, string] | null {
  const { user } = useAuth();
  return path && user ? ([path, user.id] as const) : null;
}
