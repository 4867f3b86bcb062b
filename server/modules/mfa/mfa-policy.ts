import type { Membership } from '../../http/request-context';
import { officeSecurity, type SignInDeps } from '../auth/sign-in/sign-in-deps';

/**
 * Whether any office of the user requires multi-factor (the medical and legal types do): then it cannot be
 * turned off, since the next sign-in to that office would ask to set it up again.
 */
export function officeRequiresMfa(deps: SignInDeps, memberships: readonly Membership[]): boolean {
  return memberships.some((membership) => officeSecurity(deps, membership).mfaRequired);
}
