import { sql, type Kysely } from 'kysely';
import { withContext } from '../../db/context';
import type { Database } from '../../db/schema';

/** What a flow is for: signing in, or linking Google to the signed-in user. */
export type FlowPurpose = 'login' | 'link';

/** A flow to start; the hashes and the sealed verifier are what the database keeps. */
export interface NewFlow {
  stateHash: Buffer;
  browserHash: Buffer;
  purpose: FlowPurpose;
  /** The user starting a link flow (the database takes it from the transaction, never from here). */
  userId: string | null;
  sealedVerifier: string;
  nonce: string;
  redirectUri: string;
  returnTo: string | null;
  tenantHint: string | null;
}

/** A flow taken back: its outcome, and its secrets when the outcome is ok. */
export type TakenFlow =
  | { outcome: 'ok'; userId: string | null; sealedVerifier: string; nonce: string; redirectUri: string; returnTo: string | null; tenantHint: string | null }
  | { outcome: 'unknown' | 'other-browser' | 'used' | 'expired' };

/** Starts a Google flow (oauth_flow_start); answers when it expires. */
export async function startFlow(db: Kysely<Database>, flow: NewFlow): Promise<Date> {
  return withContext(db, { userId: flow.userId }, async (trx) => {
    const { rows } = await sql<{ expires_at: Date }>`
      select oauth_flow_start(${flow.stateHash}, ${flow.browserHash}, 'google', ${flow.purpose}, ${flow.sealedVerifier}, ${flow.nonce}, ${flow.redirectUri}, ${flow.returnTo}, ${flow.tenantHint}) as expires_at`.execute(trx);
    return new Date(rows[0]!.expires_at);
  });
}

interface TakenRow {
  outcome: 'ok' | 'unknown' | 'other-browser' | 'used' | 'expired';
  user_id: string | null;
  code_verifier: string | null;
  nonce: string | null;
  redirect_uri: string | null;
  return_to: string | null;
  tenant_hint: string | null;
}

/** Takes a Google flow once (oauth_flow_take): by its state's hash, for this purpose, from the browser that started it. */
export async function takeFlow(db: Kysely<Database>, stateHash: Buffer, browserHash: Buffer, purpose: FlowPurpose): Promise<TakenFlow> {
  const row = await withContext(db, {}, async (trx) => (await sql<TakenRow>`select * from oauth_flow_take(${stateHash}, ${browserHash}, 'google', ${purpose})`.execute(trx)).rows[0]);
  if (!row) return { outcome: 'unknown' };
  if (row.outcome !== 'ok') return { outcome: row.outcome };
  return { outcome: 'ok', userId: row.user_id, sealedVerifier: row.code_verifier!, nonce: row.nonce!, redirectUri: row.redirect_uri!, returnTo: row.return_to, tenantHint: row.tenant_hint };
}
