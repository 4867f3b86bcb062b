import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { withContext } from '../../db/context';
import type { Database } from '../../db/schema';
import { auditAdminOf } from './audit-access';
import { verifyChain, type ChainVerification } from './audit-chain.queries';

/** Checks the office's hash chain end to end (admins only). */
export async function verifyAuditChain(db: Kysely<Database>, request: FastifyRequest): Promise<ChainVerification> {
  return withContext(db, auditAdminOf(request), verifyChain);
}
