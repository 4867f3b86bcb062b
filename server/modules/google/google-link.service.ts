import { actorUserId, type CallContext } from '../../context/office-context';
import { officeOf, ownUserId, type OwnContext } from '../../context/own-context';
import type { SchemaView } from '../../http/schema-types';
import type { GoogleClaims } from './google-client';
import { changeWithEvent, recordGoogleEvent, type EventSubject } from './google-events';
import { finishFlow, type FinishedFlow, type GoogleDeps } from './google-flow';
import { googleRefusal, type GoogleRefusal } from './google-refusal';
import type { linkViewSchema } from './google.schemas';
import { accountFacts, deleteIdentity, identityOwner, insertIdentity, ownIdentity, touchIdentity } from './identities.queries';

/** The Google link of a user, as the client shows it: the shape of its response schema. */
export type LinkView = SchemaView<typeof linkViewSchema>;

const viewOf = (identity: { email: string | null; linked_at: Date }): LinkView => ({ email: identity.email, linkedAt: new Date(identity.linked_at).toISOString() });

const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';

/** Records a refused link or unlink, then answers the refusal to throw. */
async function refused(ctx: CallContext, subject: EventSubject, type: 'linked' | 'unlinked', refusal: GoogleRefusal): Promise<GoogleRefusal> {
  await recordGoogleEvent(ctx, subject, { securityType: `provider-${type}`, auditType: `auth.provider.${type}`, success: false, details: { reason: refusal.reason } });
  return refusal;
}

/**
 * Links a Google account to a user: refused when it is linked to someone else, or when the user has another
 * Google account linked (409). Linking the account already linked changes nothing. `automatic` marks the
 * link made at sign-in by an address Google vouches for (google-sign-in.service.ts).
 */
export async function linkGoogle(ctx: CallContext, subject: EventSubject & { userId: string }, claims: GoogleClaims, automatic = false): Promise<LinkView> {
  const owner = await identityOwner(ctx.db, claims.subject);
  if (owner && owner !== subject.userId) throw await refused(ctx, subject, 'linked', googleRefusal(409, 'GOOGLE_LINK_FAILED', 'identity-in-use'));
  const existing = await ownIdentity(ctx.db, subject.userId);
  if (existing && existing.subject !== claims.subject) throw await refused(ctx, subject, 'linked', googleRefusal(409, 'GOOGLE_LINK_FAILED', 'already-linked'));
  if (existing) {
    await touchIdentity(ctx.db, subject.userId, claims.subject, claims.email);
    return viewOf(existing);
  }
  const now = new Date();
  try {
    await changeWithEvent(ctx, subject, { securityType: 'provider-linked', auditType: 'auth.provider.linked', success: true, details: { email: claims.email, automatic } }, (trx) =>
      insertIdentity(trx, { userId: subject.userId, subject: claims.subject, email: claims.email, now }),
    );
  } catch (error) {
    // Linked by someone else between the check and the insert.
    if (isUniqueViolation(error)) throw await refused(ctx, subject, 'linked', googleRefusal(409, 'GOOGLE_LINK_FAILED', 'identity-in-use'));
    throw error;
  }
  return { email: claims.email, linkedAt: now.toISOString() };
}

// The signed-in user, audited in the office they act in.
const ownSubject = (ctx: OwnContext) => ({ userId: ownUserId(ctx), tenantId: officeOf(ctx)?.tenant.id ?? null });

/**
 * Finishes a link flow for the signed-in user (the browser's binding token, the provider's answer): only the user
 * who started it may finish it; their Google account is then linked.
 */
export async function finishLink(ctx: OwnContext, deps: GoogleDeps, browser: string | undefined, answer: URLSearchParams): Promise<{ flow: FinishedFlow; google: LinkView }> {
  if (!actorUserId(ctx.actor)) throw googleRefusal(401, 'GOOGLE_LINK_FAILED', 'signed-out');
  const subject = ownSubject(ctx);
  const flow = await finishFlow(ctx, deps, browser, answer, 'link');
  if (flow.userId !== subject.userId) {
    const refusal = googleRefusal(403, 'GOOGLE_LINK_FAILED', 'other-user');
    await recordGoogleEvent(ctx, subject, { securityType: 'provider-linked', auditType: 'auth.provider.linked', success: false, details: { reason: refusal.reason } });
    throw refusal;
  }
  return { flow, google: await linkGoogle(ctx, subject, flow.claims) };
}

/** Unlinks the signed-in user's Google account: refused when none is linked (404), or when the account has no password to sign in with instead (409). */
export async function unlinkGoogle(ctx: OwnContext): Promise<void> {
  const subject = ownSubject(ctx);
  const facts = await accountFacts(ctx.db, subject.userId);
  const existing = await ownIdentity(ctx.db, subject.userId);
  if (!existing) throw await refused(ctx, subject, 'unlinked', googleRefusal(404, 'GOOGLE_UNLINK_FAILED', 'no-link'));
  if (!facts?.has_password) throw await refused(ctx, subject, 'unlinked', googleRefusal(409, 'GOOGLE_UNLINK_FAILED', 'last-sign-in-method'));
  await changeWithEvent(ctx, subject, { securityType: 'provider-unlinked', auditType: 'auth.provider.unlinked', success: true, details: { email: existing.email } }, async (trx) => {
    // Unlinked meanwhile by another call: nothing to audit.
    if (!(await deleteIdentity(trx, subject.userId))) throw googleRefusal(404, 'GOOGLE_UNLINK_FAILED', 'no-link');
  });
}

/** The ways the signed-in user can sign in (GET /api/auth/user/auth-providers). */
export async function ownProviders(ctx: CallContext) {
  const { db } = ctx;
  const userId = ownUserId(ctx);
  const facts = await accountFacts(db, userId);
  const identity = await ownIdentity(db, userId);
  const providers = [...(facts?.has_password ? ['password' as const] : []), ...(identity ? ['google' as const] : [])];
  return { providers, isGoogleLinked: !!identity, ...(identity ? { google: viewOf(identity) } : {}) };
}
