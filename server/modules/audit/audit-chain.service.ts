import { inOffice, type OfficeContext } from '../../context/office-context';
import { verifyChain, type ChainVerification } from './audit-chain.queries';

/** Checks the office's hash chain end to end (admins only). */
export async function verifyAuditChain(ctx: OfficeContext): Promise<ChainVerification> {
  return inOffice(ctx, verifyChain);
}
