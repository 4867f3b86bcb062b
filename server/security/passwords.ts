import { hash, verify } from '@node-rs/argon2';

// OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 degree of parallelism.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash of a password, in PHC string form. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

// Checked when the account does not exist, so that an unknown address takes as long as a wrong password.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$aUgAaPpEBXhmVBHOGsmMyg$UoOWMdX1RcIu1beRNo5t4MlIkhevTwebWdwYUcxuRro';

/** Whether a password matches a stored hash; with no hash, spends the same time and answers false. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    const matches = await verify(storedHash ?? DUMMY_HASH, password);
    return Boolean(storedHash) && matches;
  } catch {
    return false;
  }
}
