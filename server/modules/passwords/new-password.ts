import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { checkPassword, passwordReuseDepth } from '../../../engine/policies/password-policy';
import type { CallContext } from '../../context/office-context';
import { fieldError, httpError, HttpError } from '../../plugins/errors';
import { effectivePasswordPolicy } from '../../security/password-policy';
import { verifyPassword } from '../../security/passwords';
import { reusedPasswordMessages } from './passwords.messages';
import { recentPasswordHashes } from './passwords.queries';

/** A password an account wants to use, and the field of the request it came in. */
export interface NewPassword {
  userId: string;
  email: string;
  password: string;
  field: string;
}

/**
 * Refuses a new password that breaks the strictest policy of the account's offices (400 WEAK_PASSWORD, one
 * field error per rule) or is one of its last `preventReuse` passwords, the current one included (400
 * PASSWORD_REUSED).
 */
export async function checkNewPassword(ctx: CallContext, catalog: OfficeTypeCatalog, candidate: NewPassword): Promise<void> {
  const policy = await effectivePasswordPolicy(ctx.db, catalog, candidate.userId);
  const failures = checkPassword(candidate.password, policy, { email: candidate.email });
  if (failures.length > 0) throw httpError(400, 'WEAK_PASSWORD', { errors: failures.map(({ message }) => fieldError(candidate.field, { ...message })) });
  const depth = passwordReuseDepth(policy);
  for (const hash of await recentPasswordHashes(ctx.db, candidate.userId, depth)) {
    if (await verifyPassword(hash, candidate.password)) {
      const messages = reusedPasswordMessages(depth);
      throw new HttpError(400, 'PASSWORD_REUSED', messages, [fieldError(candidate.field, messages)]);
    }
  }
}
