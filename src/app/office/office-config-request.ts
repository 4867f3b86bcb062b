import type { AuthState } from '../auth/auth-types';
import { readTenantHint } from '../auth/tenant-hint';
import { api } from '../session';
import type { OfficeConfigAnswer, OfficeData } from './office-data';

const OFFICE_CONFIG_PATH = '/users/office-config';

/** The SWR key of the office configuration: none while the session is unknown, then one per session phase and office. */
export type OfficeConfigKey = [path: string, phase: AuthState['phase'], office: string];

export function officeConfigKey(auth: AuthState): OfficeConfigKey | null {
  if (auth.phase === 'checking') return null;
  return [OFFICE_CONFIG_PATH, auth.phase, auth.tenant?.tenantId ?? auth.pending?.office?.slug ?? readTenantHint() ?? ''];
}

/** GET /api/users/office-config: the whole configuration once signed in, the public part before. */
export function fetchOfficeConfig([path]: OfficeConfigKey): Promise<OfficeData> {
  return api.get<OfficeConfigAnswer>(path).then((body) => body.data);
}
