import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';

/** The first entry whose chain link does not hold, and why. */
export interface BrokenLink {
  id: string;
  seq: number;
  occurredAt: string;
  reason: 'seq-gap' | 'prev-hash-mismatch' | 'hash-mismatch';
}

/** What a walk of the chain found. */
export interface ChainVerification {
  valid: boolean;
  checked: number;
  firstBroken: BrokenLink | null;
}

/**
 * Walks the office's chain in seq order, recomputing each hash in the database (audit_chain_verify, migration
 * 013: the same canonical text as the insert trigger), and answers the first broken link.
 */
export async function verifyChain(trx: ScopedTransaction): Promise<ChainVerification> {
  const { rows } = await sql<{ checked: string | number; broken_id: string | null; broken_seq: string | number | null; broken_at: Date | string | null; reason: BrokenLink['reason'] | null }>`
    select checked, broken_id, broken_seq, broken_at, reason from audit_chain_verify()`.execute(trx);
  const row = rows[0]!;
  const firstBroken = row.broken_id ? { id: row.broken_id, seq: Number(row.broken_seq), occurredAt: new Date(row.broken_at!).toISOString(), reason: row.reason! } : null;
  return { valid: firstBroken === null, checked: Number(row.checked), firstBroken };
}
