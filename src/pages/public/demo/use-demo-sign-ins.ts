import useSWR from 'swr';
import type { DemoSignIns } from '../../../api/generated/api-types';
import { api } from '../../../app/session';

/** One demo office and how to sign in to it (GET /api/demo/sign-ins). */
export type DemoSignIn = DemoSignIns[number];

const fetchSignIns = (path: string) => api.get<{ data: DemoSignIns }>(path).then((body) => body.data);

/** The demo offices' sign-ins; none on a production server, where the route does not exist. */
export function useDemoSignIns(): DemoSignIns | undefined {
  const { data } = useSWR('/demo/sign-ins', fetchSignIns, { revalidateOnFocus: false, shouldRetryOnError: false });
  return data;
}
