import type { DatabaseHandle } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { RouteRecord } from '../plugins/route-table';
import type { FileStorage } from '../storage/file-storage';

/** The verified session of a request. */
export interface RequestAuth {
  sessionId: string;
  sessionHash: Buffer;
  userId: string;
  /** The tenant the session signed in to. */
  sessionTenantId: string | null;
  expiresAt: Date;
  idleTimeoutMinutes: number;
  /** The password is past the office's expiry: only changing it (and signing out) is allowed. */
  passwordChangeRequired: boolean;
  /** Authenticated by a Bearer access token rather than the session cookie (no CSRF needed: nothing ambient). */
  viaBearer: boolean;
}

/** A tenant the user belongs to, with their role there. */
export interface Membership {
  tenantId: string;
  slug: string;
  name: string;
  officeType: string;
  role: 'admin' | 'manager' | 'user' | 'viewer';
  professionalRole: string | null;
}

/** A tenant as the public sees it before sign-in. */
export interface PublicTenant {
  id: string;
  slug: string;
  name: string;
  officeType: string;
  overrides: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    mailer: Mailer;
    storage: FileStorage;
    /** Every route registered, for the conformance suites. */
    routeTable: RouteRecord[];
  }
  interface FastifyRequest {
    /** The verified session, when the request carries one. */
    auth: RequestAuth | null;
    /** The tenants the signed-in user belongs to. */
    memberships: Membership[];
    /** The tenant this request acts in: chosen among the user's memberships, never granted by a header. */
    tenant: Membership | null;
  }
  interface FastifyContextConfig {
    /** The route needs no session (sign-in, public configuration, health). */
    public?: boolean;
    /** Whether a state-changing call needs the CSRF token (default true; false only where spec 1 §7 exempts it). */
    csrf?: boolean;
    /** The route acts in a tenant: a signed-in user without one gets 403. */
    tenant?: boolean;
    /** The route stays open to a session whose password expired (sign-out, status, change password). */
    whilePasswordExpired?: boolean;
    /** The path parameter that names a record, and the kind of record, for the tenant-isolation suite. */
    idParam?: { name: string; kind: string };
  }
}
