import useSWR from 'swr';
import type { DemoSignInsAnswer } from '../../../api/generated/api-types';
import { api } from '../../../app/session';

/** The demo offices and how to sign in to each (GET /api/demo/sign-ins). */
type DemoSignIns = DemoSignInsAnswer['data'];

/** One demo office and how to sign in to it. */
export type DemoSignIn = DemoSignIns[number];

const fetchSignIns = (path: string) => api.get<DemoSignInsAnswer>(path).then((body) => body.data);

/** The demo offices' sign-ins; none on a production server, where the route does not exist. */
export function useDemoSignIns(): DemoSignIns | undefined {
  const { data } = useSWR('/demo/sign-ins', fetchSignIns, { revalidateOnFocus: false, shouldRetryOnError: false });
  return data;
}
