import { hkdfSync } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** How long an access token and an id token live (short: the session cookie is what lasts). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

const AUDIENCE = 'lishka';
const ALGORITHM = 'HS256';

/** What the tokens say about a sign-in. */
export interface TokenSubject {
  userId: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  isSuperAdmin: boolean;
  tenant: { tenantId: string; slug: string; name: string; officeType: string; role: string } | null;
}

/** The short-lived signed tokens of a sign-in (spec 1 §4): access for API calls, id for the client's tenant. */
export interface SignedTokens {
  accessToken: string;
  idToken: string;
  expiresIn: number;
}

const keys = new Map<string, Uint8Array>();

/** The signing key, derived from the server secret for this one purpose. */
function keyFor(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, 'lishka', 'signed-tokens', 32));
    keys.set(secret, key);
  }
  return key;
}

/** Issues an access token (subject, session) and an id token (who, which tenant, isSuperAdmin). */
export async function issueTokens(secret: string, issuer: string, subject: TokenSubject, now = new Date()): Promise<SignedTokens> {
  const key = keyFor(secret);
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expires = issuedAt + ACCESS_TOKEN_SECONDS;
  const base = (claims: Record<string, unknown>, use: string) =>
    new SignJWT({ ...claims, token_use: use }).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).setIssuer(issuer).setAudience(AUDIENCE).setSubject(subject.userId).setIssuedAt(issuedAt).setExpirationTime(expires);
  const tenant = subject.tenant;
  const accessToken = await base({ sid: subject.sessionId, ...(tenant ? { tid: tenant.tenantId } : {}) }, 'access').sign(key);
  const idToken = await base(
    {
      email: subject.email,
      given_name: subject.firstName,
      family_name: subject.lastName,
      isSuperAdmin: subject.isSuperAdmin,
      ...(tenant ? { tenantId: tenant.tenantId, tenantSubdomain: tenant.slug, tenantName: tenant.name, officeType: tenant.officeType, role: tenant.role } : {}),
    },
    'id',
  ).sign(key);
  return { accessToken, idToken, expiresIn: ACCESS_TOKEN_SECONDS };
}

/** The user and session of a valid access token, or null (bad signature, expired, not an access token). */
export async function verifyAccessToken(secret: string, issuer: string, token: string): Promise<{ userId: string; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { issuer, audience: AUDIENCE, algorithms: [ALGORITHM] });
    if (payload.token_use !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
