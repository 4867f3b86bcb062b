import { createApiClient, describeAnswer, signIn } from '../server-process/api-client';

// What a signed-in admin's first minutes read: the office, the dashboard, the lists, a record, the admin screens.
const PAGES = [
  '/api/auth/status',
  '/api/users/office-config',
  '/api/users/preferences',
  '/api/dashboard/statistics',
  '/api/dashboard/activity',
  '/api/dashboard/layout',
  '/api/clients/client?page=1&limit=25',
  '/api/clients/client/search?searchTerm=co',
  '/api/clients/client/stats',
  '/api/clients/client/upcoming-followups',
  '/api/admin/team',
  '/api/admin/office',
  '/api/audit/status',
  '/api/audit/logs?pageNumber=1&pageSize=25',
];

/**
 * Signs in as an office's admin and reads every page of PAGES `rounds` times, each client's record of the first list
 * page once; answers how many reads were not 200, with the first such answer.
 */
export async function useTheOffice(baseUrl: string, email: string, tenant: string, rounds: number): Promise<{ reads: number; failures: string[] }> {
  const api = createApiClient(baseUrl);
  await signIn(api, email, tenant);
  const failures: string[] = [];
  let reads = 0;
  const read = async (path: string): Promise<Record<string, unknown>> => {
    const answer = await api.call('GET', path);
    reads += 1;
    if (answer.status !== 200) failures.push(`${path}: ${describeAnswer(answer)}`);
    return answer.body;
  };
  for (let round = 0; round < rounds; round += 1) {
    for (const path of PAGES) await read(path);
  }
  const list = (await read('/api/clients/client?page=1&limit=25')).data as { id: string }[] | undefined;
  for (const client of list ?? []) await read(`/api/clients/client/${client.id}`);
  return { reads, failures };
}
