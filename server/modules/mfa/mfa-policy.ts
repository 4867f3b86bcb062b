import type { Membership } from '../../http/request-context';
import { tenantSecurityPolicy, type SignInContext } from '../auth/sign-in/sign-in-context';

/**
 * Whether any office of the user requires multi-factor (the medical and legal types do): then it cannot be
 * turned off, since the next sign-in to that office would ask to set it up again.
 */
export async function officeRequiresMfa(ctx: SignInContext, memberships: readonly Membership[]): Promise<boolean> {
  for (const membership of memberships) {
    if ((await tenantSecurityPolicy(ctx, membership.tenantId, membership.officeType)).mfaRequired) return true;
  }
  return false;
}
