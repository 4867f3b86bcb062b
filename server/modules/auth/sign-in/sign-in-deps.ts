import type { OfficeTypeCatalog } from '../../../../engine/load/office-type-catalog';
import type { SecurityPolicy } from '../../../../engine/generated/config-types';
import type { ServerConfig } from '../../../config';
import { officeOfMembership } from '../../../context/office-resolution';
import type { Membership } from '../../../http/request-context';

/** What every step of a sign-in needs from the server besides the call's context. */
export interface SignInDeps {
  catalog: OfficeTypeCatalog;
  config: ServerConfig;
}

/** The security policy of one of the user's offices: its type's, with the office's own overrides. */
export function officeSecurity(deps: SignInDeps, membership: Membership): SecurityPolicy {
  return officeOfMembership(deps.catalog, membership).security;
}
