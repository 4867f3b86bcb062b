import useSWR from 'swr';
import { useSigningApi, type SigningSession } from './signing-api';

/** What a link opens, and a way to put in the session an act answered. */
export function useSigningSession(token: string) {
  const signing = useSigningApi();
  const swr = useSWR(['sign-session', token], () => signing.session(token), { revalidateOnFocus: false, shouldRetryOnError: false });
  return {
    session: swr.data,
    error: swr.error as unknown,
    retry: () => void swr.mutate(),
    replace: (session: SigningSession) => void swr.mutate(session, { revalidate: false }),
  };
}
