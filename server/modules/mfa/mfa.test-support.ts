import { sql } from 'kysely';
import type { TestAgent } from '../../testing/test-agent';
import type { TestApp } from '../../testing/test-app';
import { totpCode, totpCounter } from '../../security/totp';

/** The agent's calls from an address of their own, so that the per-address limits of one test do not reach the next. */
export function fromAddress(agent: TestAgent, remoteAddress: string): TestAgent {
  return { cookies: agent.cookies, csrf: agent.csrf, request: (options) => agent.request({ remoteAddress, ...options }) };
}

/** The code of a secret `steps` time steps from now (one step either way is accepted), and that step. */
export function codeAt(secret: string, steps = 0): { code: string; step: number } {
  const at = Date.now() + steps * 30_000;
  return { code: totpCode({ secret }, at), step: totpCounter(at) };
}

/** The code of a secret for one time step. */
export function codeOfStep(secret: string, step: number): string {
  return totpCode({ secret }, step * 30_000);
}

/** A 6-digit code that is none of the secret's codes within two steps of now. */
export function wrongCode(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((steps) => codeAt(secret, steps).code));
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate * 7919 % 1_000_000).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

/** The user's id, read as the database owner. */
export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const row = await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** Sets the last time step used of a user's authenticator, as if a code of that step had been accepted (no waiting for the clock). */
export async function setLastUsedStep(t: TestApp, userId: string, step: number): Promise<void> {
  await t.database.db.updateTable('user_mfa').set({ last_used_counter: step }).where('user_id', '=', userId).execute();
}

/** Ends a user's pending sign-in steps of one kind now, as if their time had run out. */
export async function expireSteps(t: TestApp, userId: string, purpose: 'mfa' | 'mfa-setup'): Promise<void> {
  await t.database.db
    .updateTable('sign_in_challenges')
    .set({ expires_at: sql<Date>`now() - interval '1 second'` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
}
